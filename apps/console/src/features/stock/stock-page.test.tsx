import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 6,
  loginName: 'fulfilment',
  displayName: 'Fulfilment',
  roles: ['fulfilment'],
  permissions: ['home:view', 'stock:adjust'],
  companies: ['US'],
};
const ROW = {
  skuId: 9,
  skuCode: 'SERUM-30',
  label: '30 ml',
  productId: 5,
  productName: 'Night Serum',
  platform: 'bzz',
  stock: 4,
  lowStockThreshold: null,
  threshold: 10,
  low: true,
  active: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('the stock page', () => {
  it('warns when the autoship demand exceeds the stock, and adjusts with a reason', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/stock': { data: { list: [ROW], total: 1, pageNum: 1, pageSize: 20 } },
      '/stock/demand': {
        data: { from: '2026-12-06', to: '2026-12-12', list: [{ skuId: 9, qty: 7, runs: 1 }] },
      },
      '/stock/9/adjust': {
        code: 409,
        msg: 'The stock cannot go below zero: take away at most what is in stock.',
        data: { error: 'stockBelowZero' },
      },
    });
    await renderApp('/stock');
    const row = (await screen.findByText('Night Serum')).closest('tr')!;
    expect(within(row).getByText('Low')).toBeInTheDocument();
    expect(within(row).getByText('10 (default)')).toBeInTheDocument();
    expect(await within(row).findByText('7: more than the stock')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Change'), { target: { value: '-5' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'broken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await within(dialog).findByText(
        'The stock cannot go below zero: take away at most what is in stock.',
      ),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/stock/9/adjust'))!;
    await waitFor(() => expect(sent).toBeDefined());
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ delta: -5, reason: 'broken' });
  });
});
