import { expect, test } from '@playwright/test';

test('home leads to the services list and on to a service with its treatments', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Services We Provide.' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page).toHaveURL(/\/services$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Medical/ })).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(4);
  await main.getByRole('link', { name: /^Therapist/ }).click();
  await expect(page).toHaveURL(/\/services\/Therapist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Therapist' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stress and Anxiety Counselling' })).toBeVisible();
  await expect(page.getByText('Price: 25$').first()).toBeVisible();
  await expect(page).toHaveTitle('Therapist | Sustho');
});

test('a capitalised deep link loads the service straight from the server', async ({ page }) => {
  await page.goto('/Services/Medical');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical' })).toBeVisible();
});

test('the blogs list numbers its cards and opens a blog', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: "Let's Learn ....." })).toBeVisible();
  const cards = page.locator('main ol > li');
  await expect(cards).toHaveCount(7);
  await expect(cards.nth(2).locator('.badge')).toHaveText('3');
  const title = await cards.nth(1).locator('h2').innerText();
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/blogs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('the theme follows a phone set to dark until the visitor chooses light', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeEnabled();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('an unknown URL shows the error page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(
    page.getByRole('heading', { name: 'Something wrong happened. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown blog id shows the error page', async ({ page }) => {
  await page.goto('/blogs/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { name: 'Something wrong happened. Please try again.' }),
  ).toBeVisible();
});

test('the mobile menu opens the links on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  await page.getByLabel('Open menu').click();
  await page.getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});
