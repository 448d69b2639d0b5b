import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

/**
 * The lab test catalogue (services.md §6) on a 360 px phone: reached from the menu, every seeded
 * test listed, filtered as the patient types, in English and Bangla, without axe violations.
 */
const PHONE = { width: 360, height: 740 };

test('a visitor on a phone finds the lab tests in the menu and filters them as they type', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByLabel('Open menu').click();
  await page.getByRole('link', { name: 'Lab tests' }).click();
  await expect(page).toHaveURL(/\/lab-tests$/);
  await expect(page.getByRole('heading', { name: 'Lab tests', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Lab tests | Sustho');

  const cards = page.locator('li.card');
  await expect(page.getByText(/^Showing \d+ tests$/)).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
  const cbc = cards.filter({ hasText: 'Complete Blood Count (CBC)' });
  await expect(cbc).toContainText('Code: 58410-2');
  await expect(cbc).toContainText('Sample');
  await expect(cbc).toContainText('Blood');
  await expect(cbc).toContainText('No preparation needed');
  await expect(cbc).toContainText('Price: 8$');
  await expect(cbc).toContainText('Results in 12 hours');
  await expect(cbc).toContainText('Home collection');
  const xray = cards.filter({ hasText: 'Chest X-ray (P/A View)' });
  await expect(xray).toContainText('Lab visit only');
  await expect(cards.filter({ hasText: 'Vitamin D (25-OH)' })).toContainText('Results in 3 days');
  await expect(cards.filter({ hasText: 'Lipid Profile' })).toContainText(
    'Fast for 10–12 hours before the sample; you may drink water.',
  );
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  const search = page.getByRole('searchbox', { name: 'Search by test name or code' });
  await search.fill('hba1c');
  await expect(page).toHaveURL(/\/lab-tests\?q=hba1c$/);
  await expect(page.getByText('Showing 1 test', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('HbA1c');

  await search.fill('4548-4');
  await expect(page).toHaveURL(/q=4548-4$/);
  await expect(cards).toHaveCount(1);

  await search.fill('no such test');
  await expect(page.getByText('No test matches “no such test”.')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await search.fill('');
  await expect(page).toHaveURL(/\/lab-tests$/);
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
  await expectNoAxeViolations(page);
});

test('the catalogue reads in Bangla, and a filtered list opens from its link', async ({ page }) => {
  await page.goto('/lab-tests?q=urine');
  await page.locator('header button[lang="bn"]').click();
  await expect(page.getByRole('heading', { name: 'ল্যাব পরীক্ষা', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'পরীক্ষার নাম বা কোড দিয়ে খুঁজুন' })).toHaveValue(
    'urine',
  );
  const cards = page.locator('li.card');
  const routine = cards.filter({ hasText: 'প্রস্রাবের রুটিন পরীক্ষা (ইউরিন আর/ই)' });
  await expect(routine).toContainText(
    'সকালের প্রথম প্রস্রাবের মাঝের অংশ একটি পরিষ্কার পাত্রে নিয়ে আসুন।',
  );
  await expect(routine).toContainText('বাসা থেকে নমুনা সংগ্রহ');
  await expect(routine).toContainText('১২ ঘণ্টায় ফলাফল');
  for (const card of await cards.all()) await expect(card).toContainText('নমুনা');
  await page.locator('header button[lang="en"]').click();
  await expect(page.getByRole('heading', { name: 'Lab tests', level: 1 })).toBeVisible();
});
