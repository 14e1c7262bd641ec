import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, pageTitle, snapshot } from '../support/portal';

/** The PIN this journey sets, and resets to again, so later journeys can rely on it. */
const PIN = '135790';
/** One answer for all three questions: the server does not ask them to differ. */
const ANSWER = 'Surabaya';
const QUESTIONS = [
  'What was the name of your first pet?',
  'In which city were you born?',
  "What is your mother's maiden name?",
];
const PHONE = { width: 390, height: 844 };

test('bank accounts: a bad IBAN is refused, a good one is saved and shown masked', async ({
  page,
}, testInfo) => {
  // the PIN is argon2id-hashed when set and verified when the account is saved: slow on 2 cores
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await login(page, 'iddemo');
  await page.goto('/myAccount/Bankaccountinformation');
  await expect(pageTitle(page)).toHaveText('Bank accounts');

  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  // where payouts go needs the PIN: without one, the dialog leads to setting it first
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await dialog.getByRole('link', { name: 'Set up your PIN in Security settings' }).click();
  await expect(page).toHaveURL(/\/myAccount\/Securitysetting$/);
  const setForm = page.getByRole('form', { name: 'Set your PIN' });
  await setForm.getByLabel('New PIN', { exact: true }).fill(PIN);
  await setForm.getByLabel('Confirm new PIN').fill(PIN);
  await setForm.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByRole('form', { name: 'Change your PIN' })).toBeVisible();
  await page.getByRole('link', { name: 'Bank Account Information' }).click();
  await expect(pageTitle(page)).toHaveText('Bank accounts');

  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(dialog.getByLabel('Bank name')).toBeVisible();
  // the CVC notice is for cards only
  await expect(dialog.getByText("We never store your card's CVC.")).toHaveCount(0);
  await dialog.getByLabel('Bank name').fill('Bank Mandiri');
  await dialog.getByLabel('Account holder name').fill('Budi Santoso');
  await expect(dialog.getByLabel('Savings account')).toBeChecked();
  await expect(dialog.getByLabel('Card expiry')).toHaveCount(0);
  await dialog.getByLabel('Account number').fill('1234 5678 90');
  await dialog.getByLabel('IBAN (optional)').fill('DE89 3704 0044 0532 0130 01');
  await dialog.getByLabel('SWIFT/BIC code (optional)').fill('BMRIIDJA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The IBAN is not valid/)).toBeVisible();

  await dialog.getByLabel('IBAN (optional)').fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByLabel('PIN', { exact: true }).fill(PIN);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const saved = page.getByRole('group', { name: 'Bank Mandiri' });
  await expect(saved.getByText('•••• 7890')).toBeVisible();
  await expect(saved.getByText('DE89 •••• 3000')).toBeVisible();
  await expect(saved.getByText('Default')).toBeVisible();
  // the full number never reaches the page
  await expect(page.getByText('1234567890')).toHaveCount(0);
  await expect(page.getByText('DE89370400440532013000')).toHaveCount(0);
  await snapshot(page, testInfo, 'w2-bank-accounts');

  // the same list on a phone: the shell picks its mobile layout on load
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(saved.getByText('•••• 7890')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add bank account' })).toBeInViewport();
  await snapshot(page, testInfo, 'w2-bank-accounts-phone');

  // the longest form (a card) scrolls inside a dialog that fits the screen
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await dialog.getByLabel('Card account').check();
  await expect(dialog.getByText("We never store your card's CVC.")).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
});

/** Picks the three questions when none were chosen yet; chosen ones are kept. */
async function chooseQuestions(page: Page, form: Locator) {
  // the PIN is set by now, so the only 'Not set' left is the questions'
  if (!(await page.getByText('Not set', { exact: true }).isVisible())) return;
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (const [i, question] of QUESTIONS.entries()) {
    const select = form.getByLabel(`Question ${i + 1}`);
    // a click that lands while the list is still opening can go untaken (a CI run on a busy
    // machine: the list stayed open for 25 s), so the step is repeated until the list closes
    await expect(async () => {
      if ((await openList.count()) === 0) await select.click();
      await openList
        .locator('.ant-select-item-option', { hasText: question })
        .click({ timeout: 5_000 });
      // the list closes before the next one opens, so an option is never taken from the old one
      await expect(openList).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    // the lists open in a layer of their own, outside the form: inside it is only the choice
    await expect(form).toContainText(question);
  }
}

test('security: set the PIN and questions, then reset the PIN by answering them', async ({
  page,
}, testInfo) => {
  // PIN, answers and password are argon2id-hashed or checked on each step: slow on 2 cores
  // twice the configured time (more on a loaded CI machine than on a laptop)
  test.setTimeout(test.info().timeout * 2);
  await login(page, 'iddemo');
  await page.goto('/myAccount/Securitysetting');
  await expect(pageTitle(page)).toHaveText('Security settings');

  const setForm = page.getByRole('form', { name: 'Set your PIN' });
  const changeForm = page.getByRole('form', { name: 'Change your PIN' });
  await expect(setForm.or(changeForm)).toBeVisible();
  if (await setForm.isVisible()) {
    await setForm.getByLabel('New PIN', { exact: true }).fill(PIN);
    await setForm.getByLabel('Confirm new PIN').fill('135791');
    await setForm.getByRole('button', { name: 'Set PIN' }).click();
    await expect(setForm.getByText('PIN confirmation does not match')).toBeVisible();
    await setForm.getByLabel('Confirm new PIN').fill(PIN);
    await setForm.getByRole('button', { name: 'Set PIN' }).click();
  }
  await expect(changeForm).toBeVisible();
  await expect(
    page.getByText(/After 5 wrong PINs in a row, PIN use is locked for 15 minutes/),
  ).toBeVisible();

  // (re)choose the questions, so this journey knows the answers
  const questions = page.getByRole('form', { name: 'Security questions' });
  await chooseQuestions(page, questions);
  for (const i of [1, 2, 3]) await questions.getByLabel(`Answer ${i}`).fill(ANSWER);
  await questions.getByLabel('Login password').fill(DEMO_PASSWORD);
  await questions.getByRole('button', { name: 'Save security questions' }).click();
  await expect(page.getByText('Your security questions have been saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Reset PIN by security questions' }).click();
  await expect(page).toHaveURL(/\/myAccount\/Securitysetting\/ResetPinbycondition$/);
  await expect(pageTitle(page)).toHaveText('Reset PIN by security questions');
  // one text box per chosen question (the PIN boxes are password boxes)
  const questionCount = QUESTIONS.length;
  const answerBoxes = page.locator('form input[type="text"]');
  await expect(answerBoxes).toHaveCount(questionCount);
  for (let i = 0; i < questionCount; i += 1) await answerBoxes.nth(i).fill('Medan');
  await page.getByLabel('New PIN', { exact: true }).fill(PIN);
  await page.getByLabel('Confirm new PIN').fill(PIN);
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Security answer incorrect');

  // answers are compared without regard to case or extra spaces
  for (let i = 0; i < questionCount; i += 1) {
    await answerBoxes.nth(i).fill(`  ${ANSWER.toLowerCase()} `);
  }
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByText('Your PIN has been reset.')).toBeVisible();
  await snapshot(page, testInfo, 'w2-security-reset');

  await page.getByRole('button', { name: 'Back to security settings' }).click();
  await expect(page).toHaveURL(/\/myAccount\/Securitysetting$/);
  await expect(page.getByText('Not locked', { exact: true })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Change your PIN' })).toBeVisible();
  await snapshot(page, testInfo, 'w2-security-phone');
});
