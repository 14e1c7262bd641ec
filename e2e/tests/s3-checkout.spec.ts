import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, pageTitle, snapshot, tokenOf } from '../support/portal';
import { api, DEMO_PIN, ensurePin, pageViolations, WRONG_PIN } from '../support/wallet';

/**
 * The checkout as demo meets it: from a cart, confirm with a saved address, pay by
 * e-wallet (a wrong PIN, then the right one), find the order paid in the history, download its
 * invoice PDF, and cancel another order that is still unpaid. The rules are proved over HTTP
 * (apps/server/test/order, test/invoice) and the pages with stubs (features/order); this shows
 * the real parts working together in the browser.
 */

const PHONE = { width: 375, height: 812 };

interface Product {
  skuId: number;
  name: string;
}

async function vitamin(page: Page): Promise<Product> {
  const list = await api<{ list: Product[] }>(
    page,
    'GET',
    '/omn/product/qryProductList/bzz?keyword=Vitamin&pageNum=1&pageSize=12',
  );
  const product = list.list.find((p) => p.name === 'Vitamin C 1000') ?? list.list[0];
  if (!product) throw new Error('the seed has no vitamin to buy');
  return product;
}

async function emptyCartWith(page: Page, product: Product, qty: number) {
  const cart = await api<{ items: { id: number }[] }>(
    page,
    'GET',
    '/omn/shoppingCart/qryShoppingCart/bzz',
  );
  if (cart.items.length > 0) {
    const ids = cart.items.map((i) => i.id).join(',');
    await api(page, 'GET', `/omn/shoppingCart/deleteShoppingCart?id=${ids}`);
  }
  await api(page, 'POST', '/omn/shoppingCart/saveShoppingCart', {
    productSkuId: product.skuId,
    qty,
    orderTypeCode: 40,
  });
}

/** Demo's saved address (the address pages are another journey's): one is added if none. */
async function ensureAddress(page: Page) {
  const list = await api<unknown[]>(page, 'GET', '/mm/member/qry/consignee/address');
  if (list.length > 0) return;
  type Area = { id: number; code: string };
  const countries = await api<Area[]>(
    page,
    'GET',
    '/ca/area/qry/all/country/custom?companyCode=US',
  );
  const us = countries.find((c) => c.code === 'US');
  const states = await api<Area[]>(page, 'GET', `/ca/area/qry/all/province?areaId=${us?.id ?? 0}`);
  await api(page, 'POST', '/mm/member/save/consignee/address', {
    receiveName: 'Dana Morgan',
    countryCode: 'US',
    stateId: states.find((a) => a.code === 'US-IL')?.id,
    city: 'Chicago',
    zip: '60601',
    address1: '1 Elm Road',
    contactNumber: '+13125550199',
    isDefault: true,
  });
}

test('checkout: confirm with an address, pay by e-wallet after a wrong PIN, see it paid, get the invoice', async ({
  page,
}, testInfo) => {
  // the longest journey of the shop (two 2-second button locks, a PDF, a phone reload)
  test.slow();
  await login(page, 'demo');
  await ensurePin(page);
  await ensureAddress(page);
  const product = await vitamin(page);
  await emptyCartWith(page, product, 2);

  await page.goto('/shopping/ShoppingCart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(pageTitle(page)).toHaveText(/confirm/i);
  await expect(page.getByText('What this order changes')).toBeVisible();
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const shownTotal = (await total.textContent()) ?? '';
  await snapshot(page, testInfo, 's3-confirm');
  expect(await pageViolations(page)).toEqual([]);

  // without the return-policy agreement nothing is placed
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('Must agree to the return policy');
  await page.getByRole('checkbox').check();
  await page.waitForTimeout(2_100); // the button stays locked 2 s after a click (spec "States and transitions")
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/shopping\/Payment\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(page.getByTestId('amount-due')).toHaveText(shownTotal);
  expect(await pageViolations(page)).toEqual([]);
  await page.getByLabel('E-wallet').check();
  await page.getByLabel('PIN', { exact: true }).fill(WRONG_PIN);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/shopping\/Payment\?/);
  await page.waitForTimeout(2_100);
  await page.getByLabel('PIN', { exact: true }).fill(DEMO_PIN);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('.ant-result-title')).toHaveText('Payment successful');
  // the ordered lines left the cart, and the badge follows
  await expect(page.getByRole('link', { name: /^Shopping cart, 0 items$/ })).toBeVisible();
  await snapshot(page, testInfo, 's3-paid');

  await page.getByRole('link', { name: 'My orders' }).click();
  const card = page.locator('.order-card', { hasText: orderNo });
  await expect(card).toContainText('Paid');
  await card.getByRole('link', { name: 'Invoice' }).click();
  await expect(page.getByTestId('invoice-total')).toHaveText(shownTotal);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNo}.pdf`);
  const file = readFileSync((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // the invoice and the history fit a phone
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide).toBe(false);
  await snapshot(page, testInfo, 's3-invoice-phone');
});

test('history: cancel an order that is still unpaid', async ({ page }) => {
  await login(page, 'demo');
  await ensureAddress(page);
  const product = await vitamin(page);
  const addresses = await api<{ id: number }[]>(page, 'GET', '/mm/member/qry/consignee/address');
  const order = await page.request.post('/frontend-server/omn/order/saveOrder', {
    headers: {
      token: await tokenOf(page),
      platformName: 'bzz',
      'Idempotency-Key': randomUUID(),
    },
    data: {
      orderType: 40,
      platform: 'bzz',
      lines: [{ productSkuId: product.skuId, qty: 1 }],
      delivery: { mode: 'address', addressId: addresses[0]?.id },
      agreeReturnPolicy: true,
    },
  });
  const placed = (await order.json()) as { code: number; data: { orderNo: string }; msg: string };
  expect(placed.code, placed.msg).toBe(0);
  const { orderNo } = placed.data;

  await page.goto('/shopping/HistoryOrders');
  const card = page.locator('.order-card', { hasText: orderNo });
  await expect(card).toContainText('Awaiting payment');
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText(`Order ${orderNo} is cancelled.`)).toBeVisible();
  await expect(card).toContainText('Cancelled');
});
