import type { ProductList } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { CART, cartLine } from '../../shared/order/cart-fixtures';
import CartPage from './cart-page';
import MallPage from './mall-page';

const LIST: ProductList = {
  list: [
    {
      id: 7,
      code: 'VITC',
      kind: 'normal',
      categoryId: 1,
      name: 'Vitamin C 1000',
      imageUrl: '/products/vitc.svg',
      skuId: 70,
      memberPrice: '24.90',
      retailPrice: '31.10',
      bv: '18.00',
      stock: 12,
    },
    {
      id: 8,
      code: 'MULTI',
      kind: 'pack',
      categoryId: 1,
      name: 'Starter Pack',
      imageUrl: null,
      skuId: 80,
      memberPrice: '149.90',
      retailPrice: '187.30',
      bv: '120.00',
      stock: 0,
    },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 12,
  currency: 'USD',
  minorUnit: 2,
  categories: [{ id: 1, name: 'Health supplements' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShoppingMall', { timeout: 60_000 }, () => {
  it('shows price and BV per card, marks a sold-out product and adds to the cart', async () => {
    const api = mockApi({
      'GET /omn/product/qryProductList/bzz': () => ({ data: LIST }),
      'POST /omn/shoppingCart/saveShoppingCart': () => ({
        data: { added: true, item: cartLine({ qty: 1 }) },
      }),
    });
    renderPage(<MallPage titleKey="web.page.ShoppingMall" />, '/shopping/ShoppingMall');
    const card = await screen.findByRole('article', { name: 'Vitamin C 1000' });
    expect(within(card).getByText('$24.90')).toBeTruthy();
    expect(within(card).getByText('18.00 BV')).toBeTruthy();
    const pack = screen.getByRole('article', { name: 'Starter Pack' });
    expect(within(pack).getByText('Out of stock')).toBeTruthy();
    expect(within(pack).getByRole('button', { name: 'Add to cart: Starter Pack' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart: Vitamin C 1000' }));
    await screen.findByText('Added to your cart.');
    expect(api.sent('POST /omn/shoppingCart/saveShoppingCart')[0]?.body).toEqual({
      productSkuId: 70,
      qty: 1,
      orderTypeCode: 40,
    });
  });

  it('searches from the first page and says when nothing matches', async () => {
    const api = mockApi({
      'GET /omn/product/qryProductList/bzz': (call) => ({
        data: call.query.get('keyword') ? { ...LIST, list: [], total: 0 } : LIST,
      }),
    });
    renderPage(<MallPage titleKey="web.page.ShoppingMall" />, '/shopping/ShoppingMall');
    await screen.findByRole('article', { name: 'Vitamin C 1000' });
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('No products match your search.');
    const last = api.sent('GET /omn/product/qryProductList/bzz').at(-1);
    expect(last?.query.get('keyword')).toBe('zzz');
    expect(last?.query.get('pageNum')).toBe('1');
  });

  it('offers a retry when the products cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /omn/product/qryProductList/bzz': () =>
        fail ? { code: 503, data: { error: 'unavailable' }, msg: 'Try later' } : { data: LIST },
    });
    renderPage(<MallPage titleKey="web.page.ShoppingMall" />, '/shopping/ShoppingMall');
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Vitamin C 1000' });
  });
});

describe('ShoppingCart', { timeout: 60_000 }, () => {
  it('lists the lines with exact totals, changes a quantity and removes a line', async () => {
    let cart = CART;
    const api = mockApi({
      'GET /omn/shoppingCart/qryShoppingCart/bzz': () => ({ data: cart }),
      'POST /omn/shoppingCart/updateShoppingCart/1/3': () => ({ data: cartLine({ qty: 3 }) }),
      'GET /omn/shoppingCart/deleteShoppingCart': () => {
        cart = {
          ...CART,
          items: [],
          totals: { ...CART.totals, cart: { ...CART.totals.autoship } },
        };
        return { data: { ids: [1] } };
      },
    });
    renderPage(<CartPage titleKey="web.page.ShoppingCart" />, '/shopping/ShoppingCart');
    const qty = await screen.findByRole('spinbutton', { name: 'Quantity of Vitamin C 1000' });
    expect(screen.getAllByText('$49.80')).toHaveLength(2);
    expect(screen.getByText('36.00')).toBeTruthy();
    fireEvent.change(qty, { target: { value: '3' } });
    await screen.findByText('Quantity changed.');
    expect(api.sent('POST /omn/shoppingCart/updateShoppingCart/1/3')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Vitamin C 1000' }));
    await screen.findByText('Your cart is empty.');
    expect(api.sent('GET /omn/shoppingCart/deleteShoppingCart')[0]?.query.get('id')).toBe('1');
  });

  it('marks a line the stock no longer covers', async () => {
    mockApi({
      'GET /omn/shoppingCart/qryShoppingCart/bzz': () => ({
        data: { ...CART, items: [cartLine({ available: false, stock: 1 })] },
      }),
    });
    renderPage(<CartPage titleKey="web.page.ShoppingCart" />, '/shopping/ShoppingCart');
    await waitFor(() =>
      expect(screen.getByText('Not available in this quantity (1 in stock)')).toBeTruthy(),
    );
  });

  it('the autoship cart shows the autoship list only', async () => {
    mockApi({
      'GET /omn/shoppingCart/qryShoppingCart/bzz': () => ({
        data: {
          ...CART,
          items: [
            cartLine(),
            cartLine({ id: 2, list: 'autoship', orderTypeCode: 66, name: 'Fish Oil' }),
          ],
        },
      }),
    });
    renderPage(
      <CartPage titleKey="web.page.AutoOrderCart" params={{ list: 'autoship' }} />,
      '/shopping/AutoOrder/Cart',
    );
    await screen.findByRole('spinbutton', { name: 'Quantity of Fish Oil' });
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of Vitamin C 1000' })).toBeNull();
  });
});

describe('AutoOrder mall', { timeout: 60_000 }, () => {
  it('adds with order type 66, so the line goes to the autoship list', async () => {
    const api = mockApi({
      'GET /omn/product/qryProductList/bzz': () => ({ data: LIST }),
      'POST /omn/shoppingCart/saveShoppingCart': () => ({
        data: { added: true, item: cartLine({ list: 'autoship', orderTypeCode: 66 }) },
      }),
    });
    renderPage(
      <MallPage titleKey="web.page.AutoOrderMall" params={{ list: 'autoship' }} />,
      '/shopping/AutoOrder/Mall',
    );
    const card = await screen.findByRole('article', { name: 'Vitamin C 1000' });
    expect(within(card).getByRole('link', { name: 'Vitamin C 1000' }).getAttribute('href')).toBe(
      '/shopping/AutoOrder/Mall/ProductDetail?id=7',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart: Vitamin C 1000' }));
    await screen.findByText('Added to your cart.');
    expect(api.sent('POST /omn/shoppingCart/saveShoppingCart')[0]?.body).toMatchObject({
      orderTypeCode: 66,
    });
  });
});
