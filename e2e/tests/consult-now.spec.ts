import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, latestMailTo, logIn } from '../support/accounts';
import { FAKE_MEDIA_LAUNCH_OPTIONS } from '../support/fake-media';

/**
 * Consult now (services.md §3) with real browsers: the demo doctor (a general physician) goes
 * online; a new patient on a 360 px phone asks for a general physician now, pays, waits as number
 * 1 in the queue, and the doctor accepts: both reach the room and connect (Chromium's fake camera
 * and microphone). Then, with the doctor in that consultation, a second patient's request finds
 * no doctor: it expires after ON_DEMAND_MAX_WAIT_MINUTES (18 seconds on the e2e server) and its
 * payment is refunded. Other specs share the demo database: each patient is a new account.
 */

test.use({ launchOptions: FAKE_MEDIA_LAUNCH_OPTIONS });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TREATMENT = 'General Physician Consultation';
/**
 * The treatment's seeded price in the dollar clinic, as the waiting page writes it and as e-mails
 * print amounts (docs/product/money.md §2, apps/api/src/lib/money.ts).
 */
const PRICE = { page: '$15', mail: '$15.00' };
const PHONE = { width: 360, height: 740 };

/** Errors the pages report (React's error boundary included), which must stay none. */
const pageErrors: string[] = [];

async function newPage(browser: Browser, baseURL: string, who: string, phone = false) {
  const context = await browser.newContext({ baseURL, ...(phone ? { viewport: PHONE } : {}) });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      pageErrors.push(`${who}: ${message.text()}`);
  });
  return page;
}

/** A new patient account, signed in on a phone. */
async function newPatient(browser: Browser, baseURL: string, name: string) {
  const page = await newPage(browser, baseURL, name, true);
  const account = {
    email: `consult.now.${Date.now().toString(36)}@example.com`,
    password: 'consult-now-2026',
  };
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name, ...account },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await page.context().clearCookies();
  await logIn(page, account);
  return { page, email: account.email };
}

/**
 * On /consult-now: 'Consult now' for the doctor's treatment, what the problem is, submit, and pay
 * with the sandbox card; lands on the waiting page. Answers the request's id.
 */
async function askAndPay(page: Page, symptoms: string): Promise<string> {
  await page.goto('/consult-now');
  const card = page.getByRole('listitem').filter({ hasText: TREATMENT });
  await expect(card.getByText(/^Doctors online: [1-9]\d*$/)).toBeVisible();
  await card.getByRole('button', { name: `Consult now: ${TREATMENT}` }).click();
  const form = page.getByRole('dialog', { name: `Consult now: ${TREATMENT}` });
  await expect(form.getByLabel('For')).toBeVisible();
  await form.getByLabel('What is the problem? (optional)').fill(symptoms);
  await expect(form.getByText(/^If no doctor takes your consultation within/)).toBeVisible();
  await form.getByRole('button', { name: 'Consult now', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const id = /\/dashboard\/payment\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/consult-now/${id}$`));
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Consult now: ${TREATMENT}`, level: 1 }),
  ).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  return id;
}

/** The page's call reads 'Connected' (the room's status line). */
const expectConnected = (page: Page) =>
  expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });

let doctor: Page;
let consultationId: string;

test.describe('Consult now', () => {
  test.afterAll(async () => {
    await doctor?.context().close();
  });

  test('the doctor goes online; a new patient on a phone asks, pays, is number 1 in the queue, and the doctor accepts: both are connected in the room', async ({
    browser,
    baseURL,
  }) => {
    // The demo doctor practises the general physician's consultation, offered in Consult now.
    doctor = await newPage(browser, baseURL!, 'doctor');
    await logIn(doctor, DEMO.doctor);
    await doctor.goto('/dashboard/on-demand');
    await expect(doctor.getByRole('heading', { name: 'Consult now', level: 1 })).toBeVisible();
    await doctor.getByRole('button', { name: 'Go online' }).click();
    await expect(doctor.getByText('You are online and free')).toBeVisible();
    await expect(doctor.getByRole('button', { name: 'Go offline' })).toBeEnabled();

    const name = `Shahana Begum ${Date.now().toString(36)}`;
    const { page: patient } = await newPatient(browser, baseURL!, name);
    consultationId = await askAndPay(patient, 'Fever and a sore throat for two days');
    // The place shows while waiting and while a doctor looks at the request, until one accepts.
    await expect(patient.getByText('You are number 1 in the queue')).toBeVisible();

    // The doctor is offered the patient, and accepts.
    await expect(
      doctor.getByText(`New patient: ${name} · Fever and a sore throat for two days`),
    ).toBeVisible();
    await expect(patient.getByText('A doctor is looking at your request')).toBeVisible();
    await doctor.getByRole('button', { name: 'Accept' }).click();

    // Both are in the room: the patient moved there by the waiting page, without a reload.
    await expect(doctor).toHaveURL(new RegExp(`/consultation/${consultationId}$`));
    await expect(patient).toHaveURL(new RegExp(`/consultation/${consultationId}$`));

    // The patient's first consultation: the consent, with their date of birth and sex.
    await patient.getByLabel('Date of birth').fill('1988-03-14');
    await patient.getByLabel('Sex').selectOption('female');
    await patient.getByRole('checkbox', { name: /^I agree to consult by video/ }).check();
    await patient.getByRole('button', { name: 'I agree' }).click();

    await patient.getByRole('button', { name: 'Join consultation' }).click();
    await doctor.getByRole('button', { name: 'Join consultation' }).click();
    await expectConnected(patient);
    await expectConnected(doctor);
    await patient.context().close();
    expect(pageErrors).toEqual([]);
  });

  test('with the only doctor in a consultation, a second patient waits, nobody takes the request, and it expires refunded', async ({
    browser,
    baseURL,
  }) => {
    // The doctor is still in the first consultation: online, but not free to be offered anyone.
    await expect(doctor).toHaveURL(new RegExp(`/consultation/${consultationId}$`));

    const name = `Karim Uddin ${Date.now().toString(36)}`;
    const { page: patient, email } = await newPatient(browser, baseURL!, name);
    const id = await askAndPay(patient, 'A headache since yesterday');
    await expect(patient.getByText('You are number 1 in the queue')).toBeVisible();

    // ON_DEMAND_MAX_WAIT_MINUTES later (18 s), and within the jobs' 5 seconds, the request has
    // expired: the page says so without a reload, with the refund.
    const outcome = (amount: string) =>
      `No doctor was available. Your payment of ${amount} has been refunded.`;
    await expect(patient.getByText(outcome(PRICE.page))).toBeVisible({ timeout: 30_000 });
    await expect(patient.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
    const mail = await latestMailTo(
      email,
      `No doctor was available for your ${TREATMENT} consultation`,
    );
    expect(mail.text).toContain(outcome(PRICE.mail));

    // The request expired, and its booking reads as cancelled and refunded.
    const request = await patient.request.get(`/api/on-demand/${id}`);
    expect(request.ok(), await request.text()).toBe(true);
    expect(await request.json()).toMatchObject({ state: 'expired', paid: true, refunded: true });
    const bookings = await patient.request.get(`/api/bookings?email=${encodeURIComponent(email)}`);
    expect(bookings.ok(), await bookings.text()).toBe(true);
    expect((await bookings.json()) as { _id: string }[]).toContainEqual(
      expect.objectContaining({ _id: id, kind: 'on_demand', status: 'cancelled', refunded: true }),
    );
    await patient.context().close();

    // The doctor completes the first consultation: free for the next patient at once. Then
    // offline, so the specs after this one find the demo doctor as they were.
    await doctor.getByRole('button', { name: 'Complete consultation' }).click();
    await expect(doctor.getByText('The consultation was completed.')).toBeVisible();
    await doctor.goto('/dashboard/on-demand');
    await expect(doctor.getByText('You are online and free')).toBeVisible();
    await doctor.getByRole('button', { name: 'Go offline' }).click();
    await expect(doctor.getByText('You are offline')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
