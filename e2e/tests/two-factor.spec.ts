import { expect, request as apiRequest, test } from '@playwright/test';
import { Secret, TOTP, URI } from 'otpauth';
import { DEMO, latestMailTo, logIn, logOut } from '../support/accounts';

/**
 * A fresh admin for this spec: turning two-factor on for the demo admin would ask a code of every
 * later spec that logs in as them. Signed up and promoted by the demo admin through the API.
 */
async function freshAdmin(baseURL: string) {
  const account = { email: `two-factor.${Date.now()}@example.com`, password: 'a-long-password' };
  const visitor = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedUp = await visitor.post('/api/auth/sign-up/email', {
    data: { name: 'Two Factor Admin', ...account },
  });
  expect(signedUp.ok()).toBe(true);
  const { user } = (await signedUp.json()) as { user: { id: string } };
  await visitor.dispose();

  const admin = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await admin.post('/api/auth/sign-in/email', { data: DEMO.admin })).ok()).toBe(true);
  const { accessToken } = (await (
    await admin.get(`/api/jwt?email=${encodeURIComponent(DEMO.admin.email)}`)
  ).json()) as { accessToken: string };
  const promoted = await admin.put(`/api/users/admin/${user.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(promoted.ok()).toBe(true);
  await admin.dispose();
  return account;
}

test('an admin turns on two-factor sign-in on the profile page and then signs in with a code', async ({
  page,
  baseURL,
}) => {
  const account = await freshAdmin(baseURL!);
  await logIn(page, account);
  await page.goto('/dashboard/profile');

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Two-factor sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel('Password').fill(account.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // The authenticator app: set up from the key shown beside the QR code.
  const authenticator = new TOTP({
    secret: Secret.fromBase32(await section.locator('code').innerText()),
  });
  await section.getByLabel('Code from your authenticator app').fill(authenticator.generate());
  await section.getByRole('button', { name: 'Confirm' }).click();

  const backupCodes = section
    .getByRole('list', { name: 'Your backup codes' })
    .getByRole('listitem');
  await expect(backupCodes).toHaveCount(10);
  await section.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();

  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  const code = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await expect(code).toBeFocused();
  await code.fill(authenticator.generate());
  await page.keyboard.press('Enter');
  await expect(page.getByText('successfully logged in')).toBeVisible();
  await expect(page.getByLabel(/^Account menu for/)).toBeVisible();
});

/** Turns two-factor sign-in on from another device, through the API as the profile page does. */
async function turnOnElsewhere(baseURL: string, account: { email: string; password: string }) {
  const device = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await device.post('/api/auth/sign-in/email', { data: account })).ok()).toBe(true);
  const started = await device.post('/api/auth/two-factor/enable', {
    data: { password: account.password },
  });
  const { totpURI } = (await started.json()) as { totpURI: string };
  const confirmed = await device.post('/api/auth/two-factor/verify-totp', {
    data: { code: URI.parse(totpURI).generate() },
  });
  expect(confirmed.ok()).toBe(true);
  await device.dispose();
}

test('staff get nothing from a session that passed no code (decision 030)', async ({
  page,
  baseURL,
}) => {
  const account = await freshAdmin(baseURL!);
  await logIn(page, account);
  // Turning it on elsewhere ends the session the password alone started here.
  await turnOnElsewhere(baseURL!, account);
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The e-mail link signs in without asking the code: that session is signed out at once.
  const mail = await latestMailTo(account.email, 'Verify your e-mail for Sustho');
  await page.goto(/https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)![0]);
  await expect(
    page.getByText('For your security, log in again with your password and authenticator code.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});
