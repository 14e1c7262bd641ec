import { expect, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Logs in through the login page and waits for the landing page. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Login name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The session token the app keeps in its cookie (spec "Entities and their fields"). */
export async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'token')?.value ?? '';
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** Every journey keeps a picture of where it ended. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The page title (h1) of the current page. */
export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Chooses a language in the member header's language select (antd's Select, named "Language"
 * in the current language), by its name in its own language (e.g. '中文'). The focus stays on
 * the select.
 */
export async function chooseLanguage(page: Page, language: string, name = 'Language') {
  await chooseOption(page, name, language);
}

/**
 * Chooses `option` (its title) in the antd Select named `select`, by keyboard as a member
 * would: Arrow Down opens the list on the current value, Arrow Down moves on, Enter chooses.
 * A click on an option while its list is still opening is sometimes not taken (the list stays
 * open on the old value); the keyboard has no such moment.
 */
export async function chooseOption(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).focus();
  await page.keyboard.press('ArrowDown');
  // the open list's highlighted option (a closed list stays in the page, hidden)
  const active = page.locator('.ant-select-dropdown .ant-select-item-option-active:visible');
  await expect(active).toBeVisible();
  for (let step = 0; step < 8 && (await active.getAttribute('title')) !== option; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
}
