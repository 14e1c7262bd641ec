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
const CATEGORIES = [
  { id: 1, name: 'Skin care' },
  { id: 2, name: 'Packs' },
];
const ROW = {
  id: 7,
  code: 'DUO',
  kind: 'pack',
  categoryId: 2,
  name: 'Duo Pack',
  active: false,
  skuCount: 0,
  activeSkuCount: 0,
  imageUrl: null,
};
const page = (list: unknown[]) => ({
  data: {
    list,
    total: list.length,
    pageNum: 1,
    pageSize: 20,
    categories: CATEGORIES,
    currency: 'USD',
  },
});
const PACK = {
  id: 7,
  companyCode: 'US',
  platform: 'bzz',
  code: 'DUO',
  kind: 'pack',
  categoryId: 2,
  active: false,
  packTotalQty: 3,
  currency: 'USD',
  minorUnit: 2,
  texts: { en: { name: 'Duo Pack', description: '' } },
  pictures: [],
  skus: [],
  orderTypes: [10, 20, 30, 40, 66],
};
const SERUM = {
  skuId: 9,
  skuCode: 'SERUM-30',
  label: '30 ml',
  productId: 5,
  productCode: 'SERUM',
  name: 'Night Serum',
  onSale: true,
};
const TEA = {
  ...SERUM,
  skuId: 11,
  skuCode: 'TEA-1',
  label: 'box',
  productCode: 'TEA',
  name: 'Tea',
};
const candidates = (list: unknown[]) => ({
  data: { list, total: list.length, pageNum: 1, pageSize: 20 },
});
const posted = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith(path));

afterEach(() => vi.unstubAllGlobals());

describe('packs and categories on the catalogue page', () => {
  it("shows a pack's choices, says when a choice is withdrawn, and saves new ones", async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([ROW]),
      '/catalogue/products/7': { data: PACK },
      '/catalogue/products/7/pack': (body) =>
        body
          ? { data: { id: 7 } }
          : { data: { packTotalQty: 3, choices: [SERUM, { ...TEA, onSale: false }] } },
      '/catalogue/pack-candidates': candidates([SERUM, TEA]),
    });
    await renderApp('/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    const pack = await within(drawer).findByRole('region', { name: 'Pack' });
    expect(await within(pack).findAllByText('Night Serum · 30 ml (SERUM-30)')).not.toHaveLength(0);
    expect(within(pack).getByText('Withdrawn: members do not see it')).toBeInTheDocument();
    fireEvent.change(within(pack).getByLabelText('Total quantity'), { target: { value: '4' } });
    fireEvent.click(within(pack).getByRole('button', { name: 'Save the pack' }));
    expect(await within(pack).findByText('The pack is saved.')).toBeInTheDocument();
    const sent = posted(fetchMock, '/catalogue/products/7/pack')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ packTotalQty: 4, choiceSkuIds: [9, 11] });
  });

  it("shows the server's refusal of a choice, translated", async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([ROW]),
      '/catalogue/products/7': { data: PACK },
      '/catalogue/products/7/pack': (body) =>
        body
          ? {
              code: 422,
              msg: 'TEA-1 is withdrawn: publish it and its product before a pack offers it.',
              data: { error: 'packChoiceWithdrawn' },
            }
          : { data: { packTotalQty: 3, choices: [TEA] } },
      '/catalogue/pack-candidates': candidates([]),
    });
    await renderApp('/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const pack = await within(await screen.findByRole('dialog')).findByRole('region', {
      name: 'Pack',
    });
    fireEvent.click(await within(pack).findByRole('button', { name: 'Save the pack' }));
    expect(
      await within(pack).findByText(
        'TEA-1 is withdrawn: publish it and its product before a pack offers it.',
      ),
    ).toBeInTheDocument();
  });

  it('moves a product to another category from the drawer', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([ROW]),
      '/catalogue/products/7': { data: { ...PACK, kind: 'normal', packTotalQty: null } },
      '/catalogue/products/7/category': { data: { id: 7 } },
    });
    await renderApp('/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('region', { name: 'Pack' })).toBeNull();
    fireEvent.mouseDown(await within(drawer).findByLabelText('Listed under'));
    fireEvent.click(await screen.findByTitle('Skin care'));
    expect(await within(drawer).findByText('The category is changed.')).toBeInTheDocument();
    const sent = posted(fetchMock, '/catalogue/products/7/category')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ categoryId: 1 });
  });

  it('adds a pack with its names, total and choices', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/catalogue/products': page([]),
      '/catalogue/packs': { data: { id: 7 } },
      '/catalogue/products/7': { data: PACK },
      '/catalogue/products/7/pack': { data: { packTotalQty: 3, choices: [] } },
      '/catalogue/pack-candidates': candidates([SERUM, TEA]),
    });
    await renderApp('/catalogue');
    expect(await screen.findByText('No products match.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New pack' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Please fill this in.')).length).toBeGreaterThan(2);
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Packs'));
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'DUO' } });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), {
      target: { value: 'Duo Pack' },
    });
    fireEvent.change(within(dialog).getByLabelText('Name (Malay)'), {
      target: { value: 'Pek Duo' },
    });
    fireEvent.change(within(dialog).getByLabelText('Total quantity'), { target: { value: '3' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Choices'));
    fireEvent.click(await screen.findByTitle('Tea · box (TEA-1)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(fetchMock, '/catalogue/packs')).toBeDefined());
    const sent = posted(fetchMock, '/catalogue/packs')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      companyCode: 'US',
      platform: 'bzz',
      categoryId: 2,
      code: 'DUO',
      texts: {
        en: { name: 'Duo Pack', description: '' },
        ms: { name: 'Pek Duo', description: '' },
      },
      packTotalQty: 3,
      choiceSkuIds: [11],
    });
  });
});
