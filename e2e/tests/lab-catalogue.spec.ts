import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, logIn } from '../support/accounts';

/**
 * Lab staff edit the catalogue (services.md §6): the demo lab technician opens 'Lab tests' from
 * their menu, finds TSH as they type, changes its price and its range (TSH, which no other spec
 * reads: lab-order.spec.ts reads HbA1c's seeded range), sees a refused range
 * explained, and the page is axe-clean in English and Bangla (the check switches language).
 */
test('the lab technician changes a test’s price and a TSH range', async ({ page }) => {
  await logIn(page, DEMO.lab);
  await page.goto('/dashboard/profile');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Lab tests' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/lab-tests$/);
  await expect(page.getByRole('heading', { name: 'Lab tests', level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by test name or code' }).fill('tsh');
  await expect(page.getByText('Showing 1 test', { exact: true })).toBeVisible();
  await page.locator('summary').filter({ hasText: 'Edit TSH' }).click();

  const price = page.getByLabel('Price (USD)');
  await expect(price).toHaveValue('12');
  await price.fill('13.5');
  await page.getByRole('button', { name: 'Save test' }).click();
  await expect(page.getByText('TSH was saved.')).toBeVisible();

  const ranges = page.getByRole('form', { name: 'Reference ranges of TSH (mIU/L)' });
  const high = ranges.getByRole('group', { name: 'Range 1' }).getByLabel('High', { exact: true });
  await expect(high).toHaveValue('4');
  await high.fill('4.5');
  await ranges.getByRole('button', { name: 'Save ranges' }).click();
  await expect(page.getByText('The ranges of TSH were saved.')).toBeVisible();

  // A second range for everyone shares every age with the first: the server refuses the set.
  await ranges.getByRole('button', { name: 'Add a range' }).click();
  await ranges
    .getByRole('group', { name: 'Range 2' })
    .getByLabel('Low', { exact: true })
    .fill('0.3');
  await ranges.getByRole('button', { name: 'Save ranges' }).click();
  await expect(ranges.getByRole('alert')).toContainText(
    'Not saved: Two ranges for the same sex share an age: give each age one range',
  );
  await ranges.getByRole('button', { name: 'Remove range 2' }).click();
  await expectNoAxeViolations(page);

  // What patients read changed; the refused range changed nothing.
  const tsh = (await (await page.request.get('/api/lab-tests?q=tsh')).json()) as [
    { price: number; values: [{ ranges: { low: number; high: number }[] }] },
  ];
  expect(tsh[0].price).toBe(13.5);
  expect(tsh[0].values[0].ranges).toEqual([
    { sex: null, minAgeYears: null, maxAgeYears: null, low: 0.4, high: 4.5 },
  ]);

  await page.locator('header button[lang="bn"]').click();
  await expect(page.getByRole('heading', { name: 'ল্যাব পরীক্ষা', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'পরীক্ষা সংরক্ষণ করুন' })).toBeVisible();
  await page.locator('header button[lang="en"]').click();
});
