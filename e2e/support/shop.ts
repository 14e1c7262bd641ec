import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { tokenOf } from './portal';
import { api } from './wallet';

/**
 * What the payment journeys share (s4, s5): an unpaid order placed through the API (the
 * checkout page itself is s3's journey), a saved address to ship it to, and the cards of the
 * sandbox provider (docs/payments.md).
 */

export const CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  // the sandbox asks for a code (SANDBOX_CHALLENGE_CODE passes)
  challenge: '4000000000003220',
} as const;

export const PHONE = { width: 375, height: 812 };

interface Product {
  skuId: number;
  name: string;
}

type Platform = 'bzz' | 'wpm';

/** Calls the API as the signed-in member on a platform, and expects success (code 0). */
export async function call<T>(
  page: Page,
  path: string,
  options: { platform?: Platform; body?: unknown } = {},
): Promise<T> {
  const headers = { token: await tokenOf(page), platformName: options.platform ?? 'bzz' };
  const url = `/frontend-server${path}`;
  const response =
    options.body === undefined
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { headers, data: options.body });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** Empties the platform's cart list, then puts `qty` of one SKU in it (as a retail line). */
export async function cartWith(page: Page, platform: Platform, skuId: number, qty = 1) {
  await emptyCart(page, platform);
  await call(page, '/omn/shoppingCart/saveShoppingCart', {
    platform,
    body: { productSkuId: skuId, qty, orderTypeCode: 40 },
  });
}

/** Leaves the platform's cart list empty (the journeys restore what they used). */
export async function emptyCart(page: Page, platform: Platform) {
  const cart = await call<{ items: { id: number }[] }>(
    page,
    `/omn/shoppingCart/qryShoppingCart/${platform}`,
    { platform },
  );
  if (cart.items.length === 0) return;
  const ids = cart.items.map((i) => i.id).join(',');
  await call(page, `/omn/shoppingCart/deleteShoppingCart?id=${ids}`, { platform });
}

/** A product the seed keeps in stock on the platform (the journeys buy one at a time). */
export async function productFor(page: Page, platform: Platform, keyword = 'Vitamin') {
  const list = await call<{ list: Product[] }>(
    page,
    `/omn/product/qryProductList/${platform}?keyword=${keyword}&pageNum=1&pageSize=12`,
    { platform },
  );
  const product = list.list.find((p) => p.name === 'Vitamin C 1000') ?? list.list[0];
  if (!product) throw new Error(`the seed has no ${keyword} on ${platform}`);
  return product;
}

/** The member's saved address; a US one is added when there is none. */
export async function ensureUsAddress(page: Page): Promise<number> {
  const list = await api<{ id: number }[]>(page, 'GET', '/mm/member/qry/consignee/address');
  if (list[0]) return list[0].id;
  type Area = { id: number; code: string };
  const countries = await api<Area[]>(
    page,
    'GET',
    '/ca/area/qry/all/country/custom?companyCode=US',
  );
  const us = countries.find((c) => c.code === 'US');
  const states = await api<Area[]>(page, 'GET', `/ca/area/qry/all/province?areaId=${us?.id ?? 0}`);
  const saved = await api<{ id: number }>(page, 'POST', '/mm/member/save/consignee/address', {
    receiveName: 'Dana Morgan',
    countryCode: 'US',
    stateId: states.find((a) => a.code === 'US-IL')?.id,
    city: 'Chicago',
    zip: '60601',
    address1: '1 Elm Road',
    contactNumber: '+13125550199',
    isDefault: true,
  });
  return saved.id;
}

/** An unpaid retail order of one unit, placed as the signed-in member; answers its number. */
export async function placeOrder(
  page: Page,
  options: { platform?: Platform; addressId: number; skuId: number },
): Promise<string> {
  const platform = options.platform ?? 'bzz';
  const response = await page.request.post('/frontend-server/omn/order/saveOrder', {
    headers: {
      token: await tokenOf(page),
      platformName: platform,
      'Idempotency-Key': randomUUID(),
    },
    data: {
      orderType: 40,
      platform,
      lines: [{ productSkuId: options.skuId, qty: 1 }],
      delivery: { mode: 'address', addressId: options.addressId },
      agreeReturnPolicy: true,
    },
  });
  const placed = (await response.json()) as {
    code: number;
    data: { orderNo: string };
    msg: string;
  };
  expect(placed.code, placed.msg).toBe(0);
  return placed.data.orderNo;
}

/** Fills the card fields of the payment page. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on the card').fill('Dana Morgan');
}

/** Whether the page scrolls sideways (it must not, at 375 px). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Narrows the open page to a phone and waits until the shell has followed: the resize event
 * reaches the page a frame later, and until then the desktop layout (a table) is still drawn at
 * 375 px, so a width measured at once can see the old layout on a loaded machine.
 */
export async function narrowToPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await page.locator('[data-device="mobile"]').first().waitFor();
}

/** Texts on the page that look like an i18n key left untranslated (e.g. `checkout.place`). */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const keys =
    /\b(?:checkout|payment|order|orders|invoice|validation|error|web|menu|cart|shop|address)\.[a-z][\w.]*/g;
  return text.match(keys) ?? [];
}
