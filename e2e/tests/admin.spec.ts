import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { drawPng } from '../support/images';
import { expectNoAxeViolations } from '../support/accessibility';

/** A new patient account, made through the API so the browser stays signed in as the admin. */
async function signUpPatient(request: APIRequestContext, baseURL: string, name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name, email, password: 'a-long-password' },
  });
  expect(response.ok()).toBe(true);
  return { name, email };
}

async function searchUsers(page: Page, query: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('the admin makes a patient an admin and removes the role, each after confirming, and deletes another user', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two admins' sessions and three axe scans: more than the default 30 s on a loaded machine.
  test.slow();
  const stamp = Date.now();
  const promoted = await signUpPatient(request, baseURL!, `Promoted Patient ${stamp}`);
  const removed = await signUpPatient(request, baseURL!, `Removed Patient ${stamp}`);
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/allUsers');
  await expect(page.getByRole('heading', { name: /All Users/ })).toBeVisible();

  await searchUsers(page, DEMO.admin.email);
  const ownRow = page.getByRole('row', { name: new RegExp(DEMO.admin.email) });
  await expect(ownRow.getByText('You')).toBeVisible();
  await expect(ownRow.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await searchUsers(page, promoted.email);
  const promotedRow = page.getByRole('row', { name: new RegExp(promoted.name) });
  await promotedRow.getByRole('button', { name: /Make Admin/ }).click();
  const promote = page.getByRole('dialog', { name: `Make ${promoted.name} an admin?` });
  await expect(promote.getByText(`${promoted.name} (${promoted.email}) will manage`)).toBeVisible();
  await expectNoAxeViolations(page);
  await promote.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('Make admin successful.')).toBeVisible();
  await expect(promotedRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(promotedRow.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

  // The new admin, in Bangla, is offered 'Remove admin' on the demo admin's row and asked first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, { email: promoted.email, password: 'a-long-password' });
  await otherPage.goto('/dashboard/allUsers');
  await otherPage.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'bn');
  await otherPage.getByRole('searchbox', { name: 'ব্যবহারকারী খুঁজুন' }).fill(DEMO.admin.email);
  await otherPage.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await otherPage
    .getByRole('row', { name: new RegExp(DEMO.admin.email) })
    .getByRole('button', { name: 'অ্যাডমিন সরান: Demo Admin' })
    .click();
  const banglaDialog = otherPage.getByRole('dialog', {
    name: 'Demo Admin-কে অ্যাডমিন থেকে সরাবেন?',
  });
  await expect(banglaDialog.getByText(`Demo Admin (${DEMO.admin.email})`)).toBeVisible();
  await expectNoAxeViolations(otherPage);
  await banglaDialog.getByRole('button', { name: 'বাতিল' }).click();
  await expect(banglaDialog).toBeHidden();
  await other.close();

  await promotedRow.getByRole('button', { name: `Remove admin: ${promoted.name}` }).click();
  const demote = page.getByRole('dialog', { name: `Remove ${promoted.name} as an admin?` });
  await expect(
    demote.getByText(`${promoted.name} (${promoted.email}) will no longer`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await demote.getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText('Admin role removed.')).toBeVisible();
  await expect(promotedRow.getByRole('button', { name: /Make Admin/ })).toBeVisible();
  await expect(promotedRow.getByText('Admin', { exact: true })).toHaveCount(0);

  await searchUsers(page, removed.email);
  const removedRow = page.getByRole('row', { name: new RegExp(removed.name) });
  await removedRow.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog.getByText('If you delete. It cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(removedRow).toHaveCount(0);
  await expect(
    page.getByText(`No user's name or e-mail contains '${removed.email}'.`),
  ).toBeVisible();
});

test('the admin adds a doctor with a photo, sees them listed and in the doctors directory, then deletes them', async ({
  page,
}) => {
  const name = `Dr. Nusrat Jahan ${Date.now()}`;
  const specialty = 'Sleep and Fitness Review';
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/addDoctor');
  await expect(page.getByRole('heading', { name: 'Add A Doctor' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();
  await expect(page.getByText('Photo is Required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(`nusrat.${Date.now()}@clinic.example`);
  await page.getByLabel('Specialty').selectOption(specialty);
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'nusrat.png', mimeType: 'image/png', buffer: await drawPng(page) });
  await page.getByRole('button', { name: 'Add Doctor' }).click();

  await expect(page.getByText(`${name} is added successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/manageDoctors$/);
  await expect(page.getByRole('heading', { name: /^Manage Doctors: \d+$/ })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText(specialty)).toBeVisible();
  const avatar = row.getByRole('img', { name: `Photo of ${name}` });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[\w-]+-512\.webp$/);
  // The list's photos load lazily: the new doctor comes after the seeded ones.
  await avatar.scrollIntoViewIfNeeded();
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The doctors directory shows the new doctor with that photo.
  const src = await avatar.getAttribute('src');
  await page.goto('/doctors');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const cardPhoto = card.getByRole('img', { name: new RegExp(name) });
  await expect(cardPhoto).toHaveAttribute('src', src!);
  await cardPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/dashboard/manageDoctors');
  await row.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog.getByText(`If you delete ${name}. It cannot be undone.`)).toBeVisible();
  await expect(
    dialog.getByText('They have no upcoming appointments, so none will be cancelled.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a patient is sent away from every admin page, and the admin calls answer 403', async ({
  page,
  request,
}) => {
  await logIn(page, DEMO.patient);
  for (const path of ['/dashboard/allUsers', '/dashboard/addDoctor', '/dashboard/manageDoctors']) {
    await page.goto(path);
    await expect(page.getByText('Admins only')).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(path));
  }
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/users', { headers })).status()).toBe(403);
  expect((await request.get('/api/doctors', { headers })).status()).toBe(403);
  expect((await request.get('/api/audit', { headers })).status()).toBe(403);
  const upload = await request.post('/api/uploads/images', {
    headers,
    multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: await drawPng(page) } },
  });
  expect(upload.status()).toBe(403);
});
