import { expect, test, type Page } from '@playwright/test';
import { DEMO, firstLink, latestMailTo, logIn } from '../support/accounts';
import { bookByApi, dayAhead } from '../support/bookings';
import { WIDE } from '../support/phone';

// A patient on a mid-range phone on a mobile network: 360 px wide, the CPU six times slower,
// 1.6 Mbit/s with 150 ms of latency (Lighthouse's mobile profile). Each form is filled and pressed
// once, as soon as its fields can be filled, and each must end where it should (decision 013).
// The phone's first visit: no service worker yet, which would answer the app's code from its
// cache around the gate that holds it back (decision 051).
test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
});

/** The app's entry chunk, which start-after-paint.js imports once the server's page is painted. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** What the early-press script shows while it keeps a press (copy.forms.kept). */
const KEPT = 'Got it. Sending as soon as the page has finished loading…';
/** What it shows while it keeps a plain button's press (copy.forms.keptPress). */
const KEPT_PRESS = 'Got it. Doing this as soon as the page has finished loading…';
/** From a press to its outcome on this profile: the app's code still has to arrive and start. */
const OUTCOME = { timeout: 45_000 };

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds the app's code back until `release()`: the press then surely lands on the server's HTML,
 * before the app has taken the page over, however fast this machine happens to be. `hold()` arms
 * it again for the next page load.
 */
async function appCodeGate(page: Page) {
  let release = () => {};
  let released = Promise.resolve();
  const hold = () => {
    released = new Promise<void>((resolve) => (release = resolve));
  };
  hold();
  await page.route(APP_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return { hold, release: () => release() };
}

/** Counts the requests the page sends to one API path: one press must send one. */
function countPosts(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path)
      sent.push(request.url());
  });
  return sent;
}

/** The press is kept by the early-press script: the button is busy and the status says so. */
async function expectKept(page: Page, button: string) {
  await expect(page.locator('#early-press-status')).toHaveText(KEPT);
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveAttribute(
    'aria-busy',
    'true',
  );
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await slowPhone(page);
});

test('sign-up: Enter pressed before the app runs signs the patient up and in', async ({ page }) => {
  const gate = await appCodeGate(page);
  const signUps = countPosts(page, '/api/auth/sign-up/email');
  const email = `slow.phone.${Date.now()}@example.com`;
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Nasrin Akter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByLabel('Password').press('Enter');
  await expectKept(page, 'Sign Up');

  gate.release();
  await expect(page.getByText('Nasrin Akter, Email verification sent!')).toBeVisible(OUTCOME);
  await expect(
    page.getByRole('heading', { name: `Check your inbox to verify ${email}` }),
  ).toBeVisible(OUTCOME);
  await expect(page.getByLabel('Account menu for Nasrin Akter')).toBeVisible(OUTCOME);
  await expect(page.locator('#early-press-status')).toBeEmpty();
  expect(signUps).toHaveLength(1);
});

test('login: a tap before the app runs signs the patient in', async ({ page }) => {
  const gate = await appCodeGate(page);
  const signIns = countPosts(page, '/api/auth/sign-in/email');
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO.patient.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.patient.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectKept(page, 'Login');

  gate.release();
  await expect(page.getByText('successfully logged in')).toBeVisible(OUTCOME);
  await expect(page.getByLabel(/^Account menu for/)).toBeVisible(OUTCOME);
  expect(signIns).toHaveLength(1);
});

test('contact: the form pressed as soon as it can be filled sends the message', async ({
  page,
}) => {
  const sent = countPosts(page, '/api/contact');
  await page.goto('/', { waitUntil: 'commit' });
  // The contact form is drawn by the app as the visitor nears it, not by the server.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your Name').fill('Rahima Akter');
  await form.getByLabel('Your Email').fill('rahima@example.com');
  await form.getByLabel('Your Message').fill('Do your doctors consult in Bangla?');
  await form.getByLabel('Your Phone').fill('+880 1712-345678');
  await form.getByLabel('Your Phone').press('Enter');

  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent. We will get back to you soon.',
    OUTCOME,
  );
  await expect(form.getByLabel('Your Name')).toHaveValue('');
  expect(sent).toHaveLength(1);
});

test('password reset: both forms pressed before the app runs mail the link and change the password', async ({
  page,
  baseURL,
}) => {
  const email = `slow.reset.${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { name: 'Slow Reset', email, password: 'the-first-password' },
  });
  expect(signUp.ok()).toBe(true);

  const gate = await appCodeGate(page);
  const requests = countPosts(page, '/api/auth/request-password-reset');
  const resets = countPosts(page, '/api/auth/reset-password');
  await page.goto('/reset-password', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expectKept(page, 'Send reset link');
  gate.release();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible(OUTCOME);
  expect(requests).toHaveLength(1);

  const mail = await latestMailTo(email, 'Reset your Sustho password');
  gate.hold();
  await page.goto(firstLink(mail.text), { waitUntil: 'commit' });
  await page.getByLabel('New password', { exact: true }).fill('the-second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expectKept(page, 'Save new password');
  gate.release();
  await expect(page.getByText('Your password was changed.')).toBeVisible(OUTCOME);
  expect(resets).toHaveLength(1);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL! },
    data: { email, password: 'the-second-password' },
  });
  expect(signIn.ok()).toBe(true);
});

test("a signed-in page's button tapped before the app runs is carried out once it does", async ({
  page,
}) => {
  const gate = await appCodeGate(page);
  gate.release();
  await logIn(page, DEMO.patient);
  const booking = await bookByApi(page, dayAhead(55));

  gate.hold();
  await page.goto('/dashboard/myAppointment', { waitUntil: 'commit' });
  const remove = page.getByRole('button', {
    name: `Delete ${booking.treatment} on ${dayAhead(55)}`,
  });
  await remove.click();
  await expect(page.locator('#early-press-status')).toHaveText(KEPT_PRESS);
  await expect(remove).toHaveAttribute('aria-busy', 'true');

  gate.release();
  await expect(page.getByRole('dialog')).toBeVisible(OUTCOME);
  await expect(page.locator('#early-press-status')).toBeEmpty();
});

test('a dashboard menu link tapped as soon as the app runs on /dashboard leads to its page', async ({
  page,
}) => {
  // A tablet's width, where the menu stands beside the page.
  await page.setViewportSize(WIDE);
  const gate = await appCodeGate(page);
  gate.release();
  await logIn(page, DEMO.patient);

  // The server answers /dashboard with the patient's first page: no redirect is left for the app
  // to make while it takes the page over, which would cancel the tap.
  gate.hold();
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/dashboard\/myAppointment$/);
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link', { name: 'My Health Record' })).toBeVisible();

  const appCode = page.waitForResponse(APP_ENTRY);
  gate.release();
  await appCode;
  await menu.getByRole('link', { name: 'My Health Record' }).click();
  await expect(page.getByRole('heading', { name: 'My Health Record', level: 1 })).toBeVisible(
    OUTCOME,
  );
  await expect(page).toHaveURL(/\/dashboard\/health-record$/);
});

test("a signed-in page's form filled and saved before the app runs keeps what was typed", async ({
  page,
}) => {
  const gate = await appCodeGate(page);
  gate.release();
  await logIn(page, DEMO.patient);

  gate.hold();
  await page.goto('/dashboard/profile', { waitUntil: 'commit' });
  const details = page.getByRole('region', { name: 'Health details' });
  await details.getByLabel('Date of birth').fill('1986-02-21');
  await details.getByLabel('Sex').selectOption('male');
  await details.getByRole('button', { name: 'Save health details' }).click();
  await expectKept(page, 'Save health details');

  gate.release();
  await expect(page.getByText('Your health details were saved.')).toBeVisible(OUTCOME);
  const saved = await (await page.request.get('/api/me/clinical-profile')).json();
  expect(saved).toMatchObject({ dateOfBirth: '1986-02-21', sex: 'male' });
});
