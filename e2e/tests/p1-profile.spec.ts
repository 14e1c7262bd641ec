import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { DEMO_PASSWORD, login, pageTitle, snapshot } from '../support/portal';
import { api } from '../support/wallet';

const PHONE = { width: 375, height: 812 };
// mydemo, not demo: the axe scan browses as demo beside the journeys, and a password change
// closes every other session of the member
const USER = 'mydemo';
const NEW_PASSWORD = 'Fresh2026x';
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
// a JPEG's signature, then padding up to 3 MB: refused for its size, before it is read
const THREE_MB_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(3 * 1024 * 1024),
]);
const GIF_1PX = 'R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==';

const choose = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(oldPassword);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  return form;
}

test('personal profile at 375 px: picture, details, password', async ({ page }, testInfo) => {
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await page.setViewportSize(PHONE);
  await login(page, USER);
  await page.goto('/myAccount/PersonalProfile');
  await expect(pageTitle(page)).toHaveText('Personal profile');

  // pictures are judged by content and size before anything is sent
  await choose(page, 'big.jpg', 'image/jpeg', THREE_MB_JPEG);
  await expect(page.getByRole('alert')).toContainText('at most 2 MB');
  await choose(page, 'cat.jpg', 'image/jpeg', Buffer.from(GIF_1PX, 'base64'));
  await expect(page.getByRole('alert')).toContainText('must be a JPG, PNG or BMP image');
  await choose(page, 'me.png', 'image/png', Buffer.from(PNG_1PX, 'base64'));
  await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
  const picture = page.getByRole('img', { name: /^Profile picture of / });
  await expect(picture).toHaveAttribute('src', /\/picture\/\d+-[a-z0-9]+\.webp$/);

  // remove it (confirmed first), then take it again: the initial shows in between
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Your profile picture was removed.')).toBeVisible();
  await expect(picture).not.toHaveAttribute('src', /.+/);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
  await choose(page, 'me.png', 'image/png', Buffer.from(PNG_1PX, 'base64'));
  await expect(picture).toHaveAttribute('src', /\/picture\/\d+-[a-z0-9]+\.webp$/);

  // a detail: the phone number; a bad email is refused in the form first
  const details = page.getByRole('form', { name: 'Personal details' });
  await details.getByLabel('Email').fill('not-an-email');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Email format error').first()).toBeVisible();
  await details.getByLabel('Email').fill('mydemo@portal.local');
  await details.getByLabel('Phone number').fill('12 345 6789');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  const account = await api<{ phone: string; memberId: number }>(
    page,
    'GET',
    '/bo/userInfo/currentUserInfo',
  );
  const mine = await api<{ phone: string }>(page, 'GET', `/sys/user/${account.memberId}`);
  expect(mine.phone).toBe('12 345 6789');

  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'profile-375');

  // the password: the old one wrong, then the same as the old, then good
  let form = await changePassword(page, 'Wrong1234', NEW_PASSWORD);
  await expect(form.getByRole('alert')).toContainText(/password is incorrect/i);
  form = await changePassword(page, DEMO_PASSWORD, DEMO_PASSWORD);
  await expect(form.getByRole('alert')).toContainText(/differ|same/i);
  await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  // log back in with the new password, then restore the demo password for the other journeys
  await page.context().clearCookies();
  await login(page, USER, NEW_PASSWORD);
  await page.goto('/myAccount/PersonalProfile');
  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
  await expect(page.getByText('Your password was changed.')).toBeVisible();
});

test('vCard: a contact card with the member number, its QR code and a .vcf file', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await login(page, USER);
  await page.goto('/myAccount/vCard');
  await expect(pageTitle(page)).toHaveText('My digital business card');
  await expect(page.getByTestId('vcard-member-no')).toHaveText(USER);
  // the QR code is the contact card itself, not a link
  const qr = page.getByRole('img', { name: /^QR code of your contact card/ });
  await expect(qr).toBeVisible();
  const card = (await qr.getAttribute('data-vcard'))!;
  expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(card).toContain(`NOTE:Member no.: ${USER}\r\n`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download contact card (.vcf)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${USER}.vcf`);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(card);
  await expect(page.getByText(/collectInfo.*sponsor=mydemo/)).toBeVisible();
  await page.getByRole('link', { name: 'Edit my details' }).click();
  await expect(page).toHaveURL(/\/myAccount\/PersonalProfile$/);
});
