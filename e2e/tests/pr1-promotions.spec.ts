import { createHash, createHmac, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { login, pageTitle, snapshot, tokenOf } from '../support/portal';
import { api } from '../support/wallet';

const PHONE = { width: 375, height: 812 };
const API = '/frontend-server';

interface Summary {
  id: number;
  kind: string;
}
interface Wheel {
  left: number;
  commitment: string;
  slots: { weight: number }[];
  history: { nonce: number; slotIndex: number; serverSeed: string }[];
}

/** The documented draw (contract promotion-spin.ts), computed here independently. */
function slotOf(serverSeed: string, clientSeed: string, nonce: number, weights: number[]) {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
  const total = weights.reduce((a, b) => a + b, 0);
  const draw = parseInt(digest.slice(0, 13), 16) % total;
  let running = 0;
  return weights.findIndex((w) => draw < (running += w));
}

async function wheelOf(page: Page): Promise<{ id: number; wheel: Wheel }> {
  const list = await api<{ promotions: Summary[] }>(page, 'GET', '/bo/promotion/list');
  const id = list.promotions.find((p) => p.kind === 'alphaspin')!.id;
  const detail = await api<{ wheel: Wheel }>(page, 'GET', `/bo/promotion/${id}`);
  return { id, wheel: detail.wheel };
}

test('promotions: brief with progress, alphaspin verified, no spins left', async ({
  page,
}, testInfo) => {
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await login(page, 'demo');

  // promotionBrief: every running promotion of US with demo's progress from real orders
  await page.goto('/dashboard/myPromotion/promotionBrief');
  await expect(pageTitle(page)).toHaveText('Promotion summary');
  const list = page.getByRole('list', { name: 'Promotions' });
  await expect(list.getByRole('heading', { name: 'Special prize: personal BV' })).toBeVisible();
  await expect(list.getByRole('progressbar', { name: /^Personal BV: / })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Alphaspin' })).toBeVisible();

  // specialPrizePromo shows the tiers
  await page.goto('/dashboard/myPromotion/specialPrizePromo');
  await expect(page.getByRole('heading', { name: 'Prize tiers' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bronze' })).toBeVisible();

  // alphaspin: the wheel and "Spin (n left)"; the proof waits behind "Verify this spin"
  const { wheel } = await wheelOf(page);
  expect(wheel.left, 'demo earned spins from the seeded paid orders').toBeGreaterThan(0);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/myPromotion/alphaspin');
  await expect(page.getByRole('img', { name: /^Prize wheel with \d+ prizes/ })).toBeVisible();
  const spinButton = page.getByRole('button', { name: /^Spin \(\d+ left\)$/ });
  await expect(spinButton).toHaveText(`Spin (${wheel.left} left)`);
  const commitment = page.getByTestId('spin-commitment');
  await expect(commitment).toHaveCount(0);
  const verify = page.getByRole('button', { name: 'Verify this spin' });
  await verify.click();
  await expect(verify).toHaveAttribute('aria-expanded', 'true');
  // the hash is shown before the spin
  await expect(commitment).toHaveText(wheel.commitment);

  // a client seed the server refuses is caught in the form first
  const seed = page.getByLabel('Your client seed');
  await seed.fill('has space');
  await expect(page.getByText('Use 1 to 64 letters, digits, - or _.')).toBeVisible();
  await expect(spinButton).toBeDisabled();
  await expect(page.getByTestId('spin-reason')).toContainText('Your client seed is not valid');

  await seed.fill('e2e-seed');
  await spinButton.click();
  // the journeys ask for reduced motion: the wheel stops on the prize at once, no turning
  await expect(page.getByText('The wheel is spinning…')).toHaveCount(0);
  await expect(page.getByTestId('spin-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('spin-live')).toHaveAttribute('aria-live', 'polite');
  // the still open "Verify this spin" panel now holds the last spin's proof
  await expect(page.getByTestId('spin-verified')).toBeVisible();
  const serverSeed = (await page.getByTestId('spin-server-seed').textContent())!.trim();
  const nonce = Number(await page.getByTestId('spin-nonce').textContent());
  // the revealed seed is the committed one, and it draws the slot the server awarded
  expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(wheel.commitment);
  const after = (await wheelOf(page)).wheel;
  const spun = after.history.find((s) => s.nonce === nonce)!;
  expect(spun.serverSeed).toBe(serverSeed);
  const weights = wheel.slots.map((s) => s.weight);
  expect(slotOf(serverSeed, 'e2e-seed', nonce, weights)).toBe(spun.slotIndex);
  // a new hash for the next spin, and one spin fewer on the button
  await expect(commitment).toHaveText(after.commitment);
  expect(after.commitment).not.toBe(wheel.commitment);
  await expect(spinButton).toHaveText(`Spin (${after.left} left)`);
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'alphaspin-verified');

  // use up the rest through the API: the button then says why it cannot spin, and the server
  // refuses a spin with none left in the member's language
  const { id } = await wheelOf(page);
  const headers = { token: await tokenOf(page), platformName: 'bzz' };
  const spinByApi = (clientSeed: string) =>
    page.request.post(`${API}/bo/promotion/${id}/spin`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { clientSeed },
    });
  for (let i = 0; i < after.left; i++) {
    expect((await (await spinByApi(`rest-${i}`)).json()).code).toBe(0);
  }
  await page.reload();
  await expect(page.getByTestId('spins-left')).toContainText('0');
  await expect(page.getByRole('button', { name: 'Spin (0 left)' })).toBeDisabled();
  await expect(page.getByTestId('spin-reason')).toHaveText(/^No spins left/);
  const refused = await (await spinByApi('one-more')).json();
  expect(refused.data.error).toBe('noSpinsLeft');
  expect(refused.msg).toBe('You have no spins left in this promotion.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
});

const PAGES = ['promotionBrief', 'specialPrizePromo', 'promotionQuarter', 'alphaspin'];

// one test per screen: eight axe scans in one test passed two minutes on a loaded CI machine
for (const size of [PHONE, { width: 1366, height: 900 }]) {
  test(`promotion pages fit ${size.width} px and pass axe`, async ({ page }) => {
    test.setTimeout(test.info().timeout * 2);
    await login(page, 'demo');
    await page.setViewportSize(size);
    for (const name of PAGES) {
      await page.goto(`/dashboard/myPromotion/${name}`);
      // the page's own signal: its first promotion card is drawn
      await expect(page.locator('.promotion-page .ant-card').first()).toBeVisible();
      expect(await seriousViolations(page), `${name} at ${size.width}px`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name} at ${size.width}px`).toBeLessThanOrEqual(size.width);
    }
  });
}

test('wtdemo follows the promotions on /wpm', async ({ page }) => {
  await login(page, 'wtdemo');
  await page.goto('/wpm/dashboard/myPromotion/promotionBrief');
  const list = page.getByRole('list', { name: 'Promotions' });
  await expect(list.getByRole('heading', { name: 'Special prize: personal BV' })).toBeVisible();
  await page.goto('/wpm/dashboard/myPromotion/alphaspin');
  await page.getByRole('button', { name: 'Verify this spin' }).click();
  await expect(page.getByTestId('spin-commitment')).toHaveText(/^[0-9a-f]{64}$/);
});
