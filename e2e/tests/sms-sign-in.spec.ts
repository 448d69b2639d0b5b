import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { logIn, logOut } from '../support/accounts';
import { awaitMessage, outbox } from '../support/bookings';

/**
 * Issue 33, decision 055: a patient verifies a phone on Profile with a 6-digit SMS code, signs
 * out, and signs in again with a code read from the SMS the server wrote to its data folder. On a
 * phone's width, axe-clean in English and Bangla.
 */
test.use({ viewport: { width: 360, height: 740 } });

interface Sms {
  id: string;
  to: string;
  text: string;
}

/** A patient of this spec alone, signed up through the API. */
async function freshPatient(baseURL: string) {
  const account = { email: `sms-sign-in.${Date.now()}@example.com`, password: 'a-long-password' };
  const visitor = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedUp = await visitor.post('/api/auth/sign-up/email', {
    data: { name: 'Rahima Code', ...account },
  });
  expect(signedUp.ok()).toBe(true);
  await visitor.dispose();
  return account;
}

/** Waits for an SMS to `phone` other than those already seen, and answers its code. */
async function newCodeSentTo(phone: string, seen: string[]) {
  const sms = await awaitMessage<Sms>(
    'sms',
    (message) => message.to === phone && !seen.includes(message.id),
  );
  seen.push(sms.id);
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

async function expectPhoneWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a patient verifies a phone on Profile and signs in with a code sent to it', async ({
  page,
  baseURL,
}) => {
  const account = await freshPatient(baseURL!);
  const written = `0171${String(Date.now()).slice(-7)}`;
  const phone = `+88${written}`;
  const seen = outbox<Sms>('sms').map((sms) => sms.id);

  await logIn(page, account);
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Sign in with your phone' });
  await expect(section.getByText('No verified mobile number yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Verify a mobile number' }).click();
  await section.getByLabel('Mobile number').fill(written);
  await section.getByRole('button', { name: 'Send me a code' }).click();
  await expect(section.getByText(`We sent a code to ${written}.`)).toBeVisible();
  await section.getByLabel('The 6-digit code from the SMS').fill(await newCodeSentTo(phone, seen));
  await section.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(section.getByText(`Verified: ${phone}.`, { exact: false })).toBeVisible();
  await expectPhoneWidth(page);
  await expectNoAxeViolations(page);

  // The header's Login link, which logOut waits for, sits in the menu on a phone's width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logOut(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a code by SMS' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with an SMS code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await newCodeSentTo(phone, seen);
  await expect(page.getByLabel('The 6-digit code from the SMS')).toBeVisible();
  await expectPhoneWidth(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('The 6-digit code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('successfully logged in')).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('region', { name: 'Sign in with your phone' })).toContainText(phone);
});
