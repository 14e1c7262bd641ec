import { expect, test } from '@playwright/test';
import { login, pageTitle, snapshot } from '../support/portal';

/**
 * The seeded WebM of the library plays in the details page with the browser's own
 * controls, and seeks; the download stays offered below it.
 */
test('the seeded video plays in the library and seeks', async ({ page }, testInfo) => {
  await login(page, 'demo');
  await page.goto('/dashboard/ProductLibrary?q=Welcome%20tour');
  await page.getByRole('link', { name: 'Welcome tour (video)' }).click();
  await expect(pageTitle(page)).toHaveText('Library document');
  const player = page.getByLabel('Video: Welcome tour (video)');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('controls', '');
  // Chromium decoded the file: it knows the size of the picture and can jump into it
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(160);
  const seeked = await player.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
        v.currentTime = 1;
      }),
  );
  expect(seeked).toBeGreaterThan(0.5);
  await expect(page.getByRole('button', { name: /Download/ })).toBeVisible();
  await snapshot(page, testInfo, 'library-video');
});
