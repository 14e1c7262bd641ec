import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { tokenOf } from './portal';

/** The PIN the wallet journeys give demo (set through the API when demo has none). */
export const DEMO_PIN = '246810';
/** A PIN that is surely not demo's. */
export const WRONG_PIN = '135791';

const API = '/frontend-server';

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/** Calls the API as the member signed in on `page`, and expects success (code 0). */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const headers = { token: await tokenOf(page), platformName: 'bzz' };
  const response =
    method === 'GET'
      ? await page.request.get(`${API}${path}`, { headers })
      : await page.request.post(`${API}${path}`, { headers, data: body ?? {} });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(0);
  return envelope.data;
}

/** Sets demo's PIN through the API unless one is set already. */
export async function ensurePin(page: Page, pin = DEMO_PIN) {
  const status = await api<{ pinSet: boolean }>(page, 'GET', '/wm/security/status');
  if (!status.pinSet) await api(page, 'POST', '/wm/security/pin', { pin, confirmPin: pin });
}

/** Adds a bank account through the API unless the member has one (with the PIN: step-up). */
export async function ensureBankAccount(page: Page, pin = DEMO_PIN) {
  const list = await api<unknown[]>(page, 'GET', '/wm/bankInfo/list');
  if (list.length > 0) return;
  await ensurePin(page, pin);
  await api(page, 'POST', '/wm/bankInfo/add', {
    pin,
    bankName: 'Chase',
    accountNumber: '000123456789',
    accountType: 'savings',
    holderName: 'Dana Morgan',
  });
}

/**
 * A member of demo's network: the seed gives demo active direct recruits, the first of them
 * joining right after demo (next id). Asked of the server, so the name shown can be checked.
 */
export async function networkMember(page: Page) {
  const me = await api<{ memberId: number }>(page, 'GET', '/bo/userInfo/currentUserInfo');
  return api<{ memberId: number; loginName: string; name: string }>(
    page,
    'GET',
    `/bo/ewallet/transfer/recipient?member=${me.memberId + 1}`,
  );
}

/** Serious or critical accessibility violations inside the page's own frame. */
export async function pageViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('.page-frame').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
