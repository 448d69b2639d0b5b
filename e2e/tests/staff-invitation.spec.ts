import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, firstLink, latestMailTo, logIn, logOut } from '../support/accounts';

test('an admin adds a pharmacist from Staff, who sets a password from the e-mailed link', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Nasima Akter ${stamp}`;
  const email = `nasima.${stamp}@clinic.example`;
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard');
  // The dashboard opens on the admin's All Users first; the menu is used from there.
  await expect(page).toHaveURL(/\/dashboard\/allUsers$/);
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await menu.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Pharmacist' });
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByText(`${name} is invited.`, { exact: false })).toBeVisible();
  const pending = page.getByRole('row', { name: new RegExp(name) });
  await expect(pending.getByText('Pharmacist', { exact: true })).toBeVisible();

  const mail = await latestMailTo(email, 'You are invited to join Sustho as a pharmacist');
  const link = firstLink(mail.text);
  expect(link).toMatch(/\/invite\/[\w-]{43}$/);
  await logOut(page);

  await page.goto(link);
  await expect(page.getByText('You are invited to join Sustho as a pharmacist.')).toBeVisible();
  await expect(page.getByText(`Welcome, ${name}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill('nasima-2026-secret');
  await page.getByRole('button', { name: 'Set your password' }).click();

  // A pharmacist's dashboard opens on their Orders queue; their menu has it, Catalogue and Profile.
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Orders', 'Catalogue', 'Profile']);
  const me = await (await page.request.get('/api/me')).json();
  expect(me).toMatchObject({ email, role: 'pharmacist', doctorId: null });
  await expectNoAxeViolations(page);
  await logOut(page);

  // The admin now sees them among the staff accounts; removing asks first.
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/staff');
  const member = page
    .getByRole('region', { name: 'Staff accounts' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(member.getByText('Pharmacist', { exact: true })).toBeVisible();
  await member.getByRole('button', { name: `Remove: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(member).toBeVisible();
});
