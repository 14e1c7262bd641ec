import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 5,
  loginName: 'content',
  displayName: 'Content Team',
  roles: ['content'],
  permissions: ['home:view', 'catalogue:edit'],
  companies: ['US'],
};

const ROW = {
  id: 5,
  code: 'SERUM',
  kind: 'normal',
  categoryId: 1,
  name: 'Night Serum',
  active: true,
  skuCount: 2,
  activeSkuCount: 1,
  imageUrl: null,
};
const page = (list: unknown[]) => ({
  data: {
    list,
    total: list.length,
    pageNum: 1,
    pageSize: 20,
    categories: [{ id: 1, name: 'Skin care' }],
    currency: 'USD',
  },
});
const SKU = {
  id: 9,
  code: 'SERUM-30',
  label: '30 ml',
  memberPrice: '26.10',
  retailPrice: '30.00',
  bv: '51.25',
  pointsPrice: null,
  stock: 4,
  lowStockThreshold: null,
  active: true,
};
const PRODUCT = {
  id: 5,
  companyCode: 'US',
  platform: 'bzz',
  code: 'SERUM',
  kind: 'normal',
  categoryId: 1,
  active: true,
  packTotalQty: null,
  currency: 'USD',
  minorUnit: 2,
  texts: { en: { name: 'Night Serum', description: 'For the night' } },
  pictures: [],
  skus: [SKU],
  orderTypes: [10, 20, 30, 40, 66],
};

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue page', () => {
  it('says when no product matches', async () => {
    startSession('tok');
    stubFetch({ '/auth/me': { data: ME }, '/catalogue/products': page([]) });
    await renderApp('/catalogue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    expect(await screen.findByText('No products match.')).toBeInTheDocument();
  });

  it('opens a product with its SKUs and order types, and withdraws it', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([ROW]),
      '/catalogue/products/5': { data: PRODUCT },
      '/catalogue/products/5/active': { data: { id: 5 } },
    });
    await renderApp('/catalogue');
    const row = (await screen.findByText('Night Serum')).closest('tr')!;
    expect(within(row).getByText('1 of 2 published')).toBeInTheDocument();
    expect(within(row).getByText('Skin care')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('SERUM-30')).toBeInTheDocument();
    expect(within(drawer).getByText('51.25')).toBeInTheDocument();
    expect(within(drawer).getByText('Autoship')).toBeInTheDocument();
    expect(within(drawer).queryByText('Points exchange')).toBeNull();
    const withdraw = within(drawer).getAllByRole('button', { name: 'Withdraw' })[0]!;
    fireEvent.click(withdraw);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.find(([url]) => String(url).endsWith('/catalogue/products/5/active')),
      ).toBeDefined(),
    );
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/catalogue/products/5/active'),
    )!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ active: false });
  });

  it('shows the server refusal of a price, translated', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([ROW]),
      '/catalogue/products/5': { data: PRODUCT },
      '/catalogue/skus/9': {
        code: 422,
        msg: 'This amount has more decimals than its currency allows (BV takes two).',
        data: { error: 'catalogueAmountDecimals' },
      },
    });
    await renderApp('/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    const modal = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.change(within(modal).getByLabelText('BV'), { target: { value: '1.25' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(
      await within(modal).findByText(
        'This amount has more decimals than its currency allows (BV takes two).',
      ),
    ).toBeInTheDocument();
  });

  it('adds a product of the chosen company and platform', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': (body) => (body ? { data: { id: 5 } } : page([])),
      '/catalogue/products/5': { data: { ...PRODUCT, active: false, skus: [] } },
    });
    await renderApp('/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Please fill this in.')).length).toBeGreaterThan(0);
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Skin care'));
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'BALM' } });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), {
      target: { value: 'Lip Balm' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      companyCode: 'US',
      platform: 'bzz',
      categoryId: 1,
      code: 'BALM',
      kind: 'normal',
      texts: { en: { name: 'Lip Balm', description: '' } },
    });
  });
});
