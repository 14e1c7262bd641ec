import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { login, pageTitle, snapshot } from '../support/portal';
import { api } from '../support/wallet';

const PHONE = { width: 375, height: 812 };

/** The journey's own addresses; demo's seeded home address (where its orders went) stays. */
const ADDED = ['Jane Doe', 'John Roe'];

test('shipping addresses: a bad ZIP is refused, fixed and saved; set default; delete', async ({
  page,
}, testInfo) => {
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await login(page, 'demo');
  // a retry starts where the first attempt did: only the seeded address (a default one that
  // was deleted passes the default back to it)
  const left = await api<{ id: number; receiveName: string }[]>(
    page,
    'GET',
    '/mm/member/qry/consignee/address',
  );
  for (const { id, receiveName } of left)
    if (ADDED.includes(receiveName))
      await api(page, 'GET', `/mm/member/delete/consignee/address/${id}`);
  await page.goto('/myAccount/Logisticmanagerment');
  await expect(pageTitle(page)).toHaveText('Shipping addresses');
  // the address demo's delivered orders went to is in the book, and it is the default
  const seeded = page.getByRole('group', { name: 'Dana Morgan, New York' });
  await expect(seeded.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByText('You have not added a shipping address yet.')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: 'Add address' });
  const fill = async (name: string, city: string) => {
    await page.getByRole('button', { name: 'Add address' }).click();
    await dialog.getByLabel('Receiver name').fill(name);
    await dialog.getByLabel('Contact number').fill('(213) 373-4253');
    // demo is of company US, which ships to the United States only: it is chosen already
    await expect(dialog.getByText('United States of America')).toBeVisible();
    // typed, not clicked: antd's virtual option list may re-render under a click
    await dialog.getByLabel('State / province').fill('California');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTitle('California', { exact: true })).toBeVisible();
    await dialog.getByLabel('City').fill(city);
    await dialog.getByLabel('Address line 1').fill('800 West 6th Street');
  };

  // the format is checked in the form, before anything is sent
  await fill('Jane Doe', 'Los Angeles');
  await dialog.getByLabel('Zip code').fill('9001');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText("The zip code is not in this country's format")).toBeVisible();
  // a well-formed ZIP of another state: the server's US address check refuses it
  await dialog.getByLabel('Zip code').fill('10118');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Checking address failed');
  await expect(
    dialog.getByText('The ZIP code does not belong to this state', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Zip code').fill('90017');
  // double-click protection holds the button for 2 s after each click
  await page.waitForTimeout(2_100);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();

  // a new address is not the default: the seeded one stays it
  const home = page.getByRole('group', { name: 'Jane Doe, Los Angeles' });
  await expect(home.getByText('Phone: +1 213 373 4253')).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(seeded.getByText('Default', { exact: true })).toBeVisible();

  await fill('John Roe', 'San Diego');
  await dialog.getByLabel('Zip code').fill('92101');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const office = page.getByRole('group', { name: 'John Roe, San Diego' });
  await expect(office.getByText('Default', { exact: true })).toHaveCount(0);

  await office.getByRole('button', { name: 'Set as default' }).click();
  await expect(office.getByText('Default', { exact: true })).toBeVisible();
  await expect(seeded.getByText('Default', { exact: true })).toHaveCount(0);
  await snapshot(page, testInfo, 's2-addresses');
  expect(await seriousViolations(page)).toEqual([]);

  // the list on a phone
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(office.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add address' })).toBeInViewport();
  await snapshot(page, testInfo, 's2-addresses-phone');
  // the form fits the phone: it scrolls inside the dialog, its save button reachable
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog.getByLabel('Receiver name')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await dialog.getByRole('button', { name: 'Save address' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Save address' })).toBeInViewport();
  await snapshot(page, testInfo, 's2-address-form-phone');
  // the page scan (f-accessibility) sees the list; the form is scanned here, open
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await home.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(home).toHaveCount(0);
  await expect(page.getByText('Address deleted.')).toBeVisible();
  // deleting the default leaves the other one default
  await office.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(office).toHaveCount(0);
  await expect(seeded.getByText('Default', { exact: true })).toBeVisible();
});
