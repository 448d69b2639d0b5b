import { expect, test } from '@playwright/test';
import { DEMO, firstLink, latestMailTo, logIn, logOut } from '../support/accounts';
import { drawPng } from '../support/images';

test('an invited doctor sets a password from the e-mailed link and lands on their dashboard', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Dr. Farhana Akter ${stamp}`;
  const email = `farhana.${stamp}@clinic.example`;
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/addDoctor');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Specialty').selectOption({ index: 1 });
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'farhana.png', mimeType: 'image/png', buffer: await drawPng(page) });
  await page.getByLabel('BMDC registration number').fill('A-54321');
  await page.getByLabel('Languages').fill('Bangla, English');
  await page.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  const mail = await latestMailTo(email, 'You are invited to join Sustho as a doctor');
  const link = firstLink(mail.text);
  expect(link).toMatch(/\/invite\/[\w-]{43}$/);
  await logOut(page);

  await page.goto(link);
  await expect(page.getByText(`Welcome, ${name}.`, { exact: false })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('farhana-2026-secret');
  await page.getByRole('button', { name: 'Set your password' }).click();

  // /dashboard opens My Agenda for a doctor; the menu is checked on the profile page, which also
  // holds the doctor's own profile.
  await expect(page).toHaveURL(/\/dashboard\/agenda$/);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Doctor profile' })).toBeVisible();
  await expect(page.getByLabel('Languages')).toHaveValue('Bangla, English');
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Consult now',
    'My Agenda',
    'My Schedule',
    'Profile',
  ]);

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByText('This invitation has already been used', { exact: false }),
  ).toBeVisible();
});
