import type { ProductCard, ProductList } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { pickQuickProducts } from './quick-purchase-data';
import QuickPurchasePanel from './quick-purchase-panel';

const product = (over: Partial<ProductCard>): ProductCard => ({
  id: 7,
  code: 'VITC',
  kind: 'normal',
  categoryId: 1,
  name: 'Vitamin C 1000',
  imageUrl: null,
  skuId: 70,
  memberPrice: '24.90',
  retailPrice: '31.10',
  bv: '18.00',
  stock: 12,
  ...over,
});

const LIST: ProductList = {
  list: [
    product({}),
    product({ id: 8, skuId: 80, name: 'Starter Pack', kind: 'pack', memberPrice: '149.90' }),
    product({ id: 9, skuId: 90, name: 'Daily Multivitamin', stock: 0 }),
  ],
  total: 3,
  pageNum: 1,
  pageSize: 24,
  currency: 'USD',
  minorUnit: 2,
  categories: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pickQuickProducts', () => {
  it('offers packs first, leaves sold-out products out and keeps to the count', () => {
    const picked = pickQuickProducts(LIST.list, 6);
    expect(picked.map((p) => p.name)).toEqual(['Starter Pack', 'Vitamin C 1000']);
    expect(pickQuickProducts(LIST.list, 1).map((p) => p.id)).toEqual([8]);
    expect(pickQuickProducts([], 6)).toEqual([]);
  });
});

describe('QuickPurchase', { timeout: 60_000 }, () => {
  it('adds a favourite with one click, sends a pack to its page, links to the checkout', async () => {
    const api = mockApi({
      'GET /omn/product/qryProductList/bzz': () => ({ data: LIST }),
      'POST /omn/shoppingCart/saveShoppingCart': () => ({ data: { added: true, item: {} } }),
    });
    renderPage(<QuickPurchasePanel />, '/dashboard/QuickPurchase');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Vitamin C 1000 to the cart' }));
    await screen.findByText('Vitamin C 1000 was added to the cart.');
    expect(api.sent('POST /omn/shoppingCart/saveShoppingCart')[0]?.body).toEqual({
      productSkuId: 70,
      qty: 1,
      orderTypeCode: 40,
    });
    expect(screen.getByText('$149.90 · 18.00 BV')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose items' }).getAttribute('href')).toBe(
      '/shopping/ShoppingMall/ProductDetail?id=8',
    );
    expect(screen.queryByText('Daily Multivitamin')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe(
      '/shopping/confirmPay',
    );
  });

  it('shows an empty state when nothing is in stock', async () => {
    mockApi({
      'GET /omn/product/qryProductList/bzz': () => ({
        data: { ...LIST, list: [product({ stock: 0 })] },
      }),
    });
    renderPage(<QuickPurchasePanel />, '/dashboard/QuickPurchase');
    await screen.findByText('No products to buy quickly right now.');
  });
});
