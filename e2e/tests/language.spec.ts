import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';

const BANGLA_DIGIT = /[০-৯]/;

const switchTo = async (page: Page, name: 'বাংলা' | 'English') => {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'বাংলা' ? 'bn' : 'en');
};

test('the switch turns the site into Bangla and back, and the server renders the choice', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await switchTo(page, 'বাংলা');
  await expect(
    page
      .getByRole('navigation', { name: 'প্রধান মেনু' })
      .getByRole('link', { name: 'আমাদের সম্পর্কে' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আমাদের কাছে আসুন বা ফোন করুন' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);

  // The choice is a cookie: the server's HTML of the next page, before any script runs, is Bangla.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('bn');
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const serverPage = await noScript.newPage();
  await serverPage.goto('/about');
  await expect(serverPage.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(
    serverPage
      .getByRole('navigation', { name: 'প্রধান মেনু' })
      .getByRole('link', { name: 'আমাদের সম্পর্কে' }),
  ).toBeVisible();
  await noScript.close();

  // Dates and counts on the appointment page read in Bangla digits and month names.
  await page.goto('/appointment');
  await expect(page.getByRole('heading', { name: 'অ্যাপয়েন্টমেন্ট নিন' })).toBeVisible();
  await expect(page.getByText(/^আপনি .+ বেছে নিয়েছেন$/)).toHaveText(BANGLA_DIGIT);
  await expect(page.getByRole('grid').first()).toContainText('১৫');

  await switchTo(page, 'English');
  await expect(page.getByRole('heading', { name: 'Make an appointment' })).toBeVisible();
  await expect(page.getByText(/^You selected /)).not.toHaveText(BANGLA_DIGIT);
});

test('a patient reads their appointments in Bangla, and the account remembers the choice', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  await page.goto('/dashboard/myAppointment');
  await switchTo(page, 'বাংলা');
  await expect(page.getByRole('heading', { name: 'আমার অ্যাপয়েন্টমেন্ট' })).toBeVisible();
  await expect
    .poll(async () => {
      const session = await page.request.get('/api/auth/get-session');
      return ((await session.json()) as { user?: { language?: string } }).user?.language;
    })
    .toBe('bn');
  await switchTo(page, 'English');
  await expect(page.getByRole('heading', { name: 'My Appointments' })).toBeVisible();
});

test("an admin's pages and the error page read in Bangla", async ({ page }) => {
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/allUsers');
  await switchTo(page, 'বাংলা');
  await expect(page.getByRole('heading', { name: 'সব ব্যবহারকারী' })).toBeVisible();
  await page.getByRole('link', { name: 'ডাক্তার যোগ করুন' }).click();
  await expect(page.getByRole('heading', { name: 'ডাক্তার যোগ করুন' })).toBeVisible();
  // A page the server renders as not found arrives in Bangla too, from the cookie.
  await page.goto('/no-such-page');
  await expect(page.getByText('এই পৃষ্ঠাটি নেই।')).toBeVisible();
  await switchTo(page, 'English');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});

test('a Bangla reader is told what is wrong in Bangla, by the form and by the server', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
  await page.goto('/signup');
  await page.getByLabel('ইমেইল').fill('not-an-address');
  await page.getByRole('button', { name: 'সাইন আপ' }).click();
  await expect(page.getByText('ইমেইল সঠিক ইমেইল ঠিকানা হতে হবে')).toBeVisible();
  // The server's refusal (an invitation link that is not one) arrives in the reader's language.
  await page.goto('/invite/not-an-invitation');
  await expect(page.getByRole('alert')).toContainText('এই আমন্ত্রণ লিংকটি সঠিক নয়');
});
