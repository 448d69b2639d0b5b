import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

// The pharmacy on a 360 × 740 phone (services.md §5), on the demo catalogue the server seeds.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('Medicine searches as the patient types, misspelt or not, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Open menu').click();
  await page.getByRole('link', { name: 'Medicine' }).click();
  await expect(page).toHaveURL(/\/pharmacy$/);
  const search = page.getByRole('searchbox', { name: 'Search medicines' });
  const results = page.getByRole('region', { name: 'Medicines' });

  // One letter too many: Napa still comes first.
  await search.pressSequentially('nappa', { delay: 60 });
  await expect(results.getByRole('heading', { name: 'Napa', exact: true }).first()).toBeVisible();
  await expect(results.getByText('Paracetamol · 500 mg · Tablet')).toBeVisible();

  await search.fill('omeprazol');
  await expect(results.getByRole('heading', { name: 'Seclo' }).first()).toBeVisible();
  await expect(results.getByText('Prescription needed').first()).toBeVisible();

  await search.fill('xqzwv');
  await expect(page.getByText('No medicine matches "xqzwv"')).toBeVisible();
});

test('the cart keeps its medicines and quantities across a reload, and has no axe violations', async ({
  page,
}) => {
  await page.goto('/pharmacy');
  const search = page.getByRole('searchbox', { name: 'Search medicines' });
  const results = page.getByRole('region', { name: 'Medicines' });
  const cart = page.getByRole('region', { name: 'Your cart' });

  await search.fill('Fexo');
  const fexo = results
    .getByRole('listitem')
    .filter({ hasText: 'Fexo' })
    .filter({ hasText: '120 mg' });
  await fexo.getByRole('spinbutton', { name: 'Quantity of Fexo 120 mg Tablet' }).fill('3');
  await fexo.getByRole('button', { name: 'Add to cart: Fexo 120 mg Tablet' }).click();
  await expect(fexo.getByText('Fexo is in your cart')).toBeVisible();

  await search.fill('Seclo');
  const seclo = results.getByRole('listitem').filter({ hasText: '20 mg' }).first();
  await seclo.getByRole('button', { name: 'Add to cart: Seclo 20 mg Capsule' }).click();
  await expect(page.getByText('Cart, 4 items')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Cart, 4 items')).toBeVisible();
  await expect(
    cart.getByRole('spinbutton', { name: 'Quantity of Fexo 120 mg Tablet' }),
  ).toHaveValue('3');
  await expect(cart.getByText('Prescription needed', { exact: true })).toBeVisible();

  await cart.getByRole('spinbutton', { name: 'Quantity of Fexo 120 mg Tablet' }).fill('5');
  await cart.getByRole('button', { name: 'Remove Seclo 20 mg Capsule from cart' }).click();
  await expect(page.getByText('Cart, 5 items')).toBeVisible();
  await page.reload();
  await expect(
    cart.getByRole('spinbutton', { name: 'Quantity of Fexo 120 mg Tablet' }),
  ).toHaveValue('5');
  await expect(cart.getByText('Seclo')).toHaveCount(0);

  await search.fill('Napa');
  await expect(results.getByRole('heading', { name: 'Napa Extra' })).toBeVisible();
  await expectNoAxeViolations(page);
});
