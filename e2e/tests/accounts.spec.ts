import { expect, test } from '@playwright/test';
import { DEMO, firstLink, latestMailTo, logIn, logOut } from '../support/accounts';

test('sign up, verify the e-mail from the outbox, log out and back in to where the user was', async ({
  page,
}) => {
  const email = `new.patient.${Date.now()}@example.com`;
  await page.goto('/SignUp');
  await page.getByLabel('Name').fill('Ayesha Rahman');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Ayesha Rahman, Email verification sent!')).toBeVisible();
  // Sign-up ends on the address to verify, with a way to send the link again.
  await expect(
    page.getByRole('heading', { name: `Check your inbox to verify ${email}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);

  const mail = await latestMailTo(email, 'Verify your e-mail for Sustho');
  await page.goto(firstLink(mail.text));
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email, password: 'a-long-password' }, 'here');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
});

test('an e-mail already in use is named on the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill(DEMO.patient.email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(/An account already uses this e-mail/)).toBeVisible();
});

test('a wrong password shows the error toast with the reason', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.patient.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Error Occurred. The e-mail or password is wrong.')).toBeVisible();
});

test('the admin sees the three admin links; a patient sees My Appointments and is kept out of admin pages', async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/profile');
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  for (const name of ['All Users', 'Add A Doctor', 'Manage Doctors']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'My Appointments' })).toHaveCount(0);
  await logOut(page);

  await logIn(page, DEMO.patient);
  await page.goto('/dashboard/profile');
  await expect(menu.getByRole('link', { name: 'My Appointments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'All Users' })).toHaveCount(0);
  await page.goto('/dashboard/allUsers');
  await expect(page.getByText('Admins only')).toBeVisible();
  await expect(page).not.toHaveURL(/allUsers/);
});

test('a signed-out visitor is sent to login from an admin page', async ({ page }) => {
  await page.goto('/dashboard/allUsers');
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const email = `forgetful.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Forgetful');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the-first-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Forgetful, Email verification sent!')).toBeVisible();
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form has an Email field too: fill the reset form's only once its page is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible();
  const mail = await latestMailTo(email, 'Reset your Sustho password');
  await page.goto(firstLink(mail.text));
  await page.getByLabel('New password', { exact: true }).fill('the-second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await logIn(page, { email, password: 'the-second-password' });
});

test('Google sign-in runs through OpenID discovery against the local provider', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByLabel('Account menu for Google Patient')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
});

/** A valid 2 × 2 PNG, enough for the API to check, re-encode and store. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPgK5nAVzKBAUIBABv+BEmAQrXlAAAAAElFTkSuQmCC',
  'base64',
);

test('the profile changes name and photo, exports the data and deletes the account', async ({
  page,
}) => {
  const email = `profile.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Tanvir Hasan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Tanvir Hasan, Email verification sent!')).toBeVisible();

  await page.getByLabel('Account menu for Tanvir Hasan').click();
  await page.getByRole('link', { name: /Profile/ }).click();
  await expect(page.getByText('Please verify your e-mail: we sent you a link.')).toBeVisible();
  await expect(page.getByText('Not verified yet')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Tanvir H.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile was updated.')).toBeVisible();
  await expect(page.getByLabel('Account menu for Tanvir H.')).toBeVisible();

  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  await expect(page.getByLabel('Account menu for Tanvir H.').locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/.+\.webp$/,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toBe('sustho-my-data.json');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByRole('heading', { name: 'Are you sure you want to delete?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Error Occurred. The e-mail or password is wrong.')).toBeVisible();
});
