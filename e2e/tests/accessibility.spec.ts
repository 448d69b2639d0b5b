import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, firstLink, latestMailTo, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/accessibility';
import { authHeaders } from '../support/bookings';

/** The first listed doctor, as the public API answers them. */
const firstDoctor = async (api: APIRequestContext) =>
  (
    (await (await api.get('/api/public/doctors')).json()) as {
      _id: string;
      treatmentName: string;
    }[]
  )[0]!;

/** The first listed blog's id. */
const firstBlog = async (api: APIRequestContext) =>
  ((await (await api.get('/api/blogs')).json()) as { _id: string }[])[0]!._id;

/**
 * A request context of its own, so what it signs in to never reaches the page under test. It
 * sends the site's origin, as the app's own writes do.
 */
const ownRequest = (baseURL: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });

/** The token of a new doctor's invitation, from the e-mail that links '/invite/{token}'. */
async function invitationToken(baseURL: string) {
  const admin = await ownRequest(baseURL);
  const signedIn = await admin.post('/api/auth/sign-in/email', { data: DEMO.admin });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const stamp = Date.now();
  const email = `invited.${stamp}@clinic.example`;
  const added = await admin.post('/api/doctors', {
    data: {
      name: `Dr. Invited ${stamp}`,
      email,
      specialty: (await firstDoctor(admin)).treatmentName,
      image: '/images/doctor-default.svg',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await admin.dispose();
  const mail = await latestMailTo(email, 'You are invited to join Sustho as a doctor');
  return firstLink(mail.text).split('/invite/')[1]!;
}

/**
 * The token of a new account's password reset. The e-mail links the API's
 * '/api/auth/reset-password/{token}', which sends the browser on to '/reset-password?token={token}'.
 */
async function resetToken(baseURL: string) {
  const visitor = await ownRequest(baseURL);
  const email = `forgetful.reader.${Date.now()}@example.com`;
  const signedUp = await visitor.post('/api/auth/sign-up/email', {
    data: { name: 'Forgetful Reader', email, password: 'a-long-password' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const requested = await visitor.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: `${baseURL}/reset-password` },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  await visitor.dispose();
  const mail = await latestMailTo(email, 'Reset your Sustho password');
  return new URL(firstLink(mail.text)).pathname.split('/').at(-1)!;
}

/** What each placeholder of a path stands for: an id of the demo data, or a token of its own. */
const placeholders: Record<string, (page: Page, baseURL: string) => Promise<string>> = {
  '{doctor}': async (page) => (await firstDoctor(page.request))._id,
  '{blog}': (page) => firstBlog(page.request),
  '{invitation}': (_page, baseURL) => invitationToken(baseURL),
  '{reset}': (_page, baseURL) => resetToken(baseURL),
};

/** A path with its placeholders replaced. */
async function resolve(page: Page, baseURL: string, path: string) {
  let resolved = path;
  for (const [placeholder, value] of Object.entries(placeholders))
    if (resolved.includes(placeholder))
      resolved = resolved.replace(placeholder, await value(page, baseURL));
  return resolved;
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

/**
 * Every page, as the account that sees it (none: a visitor), and what shows once it has loaded
 * everything it loads. The pages the other browser tests reach only through their own steps (a
 * dialog, a payment, a consultation room, a patient's record) are scanned there, with the same
 * helper.
 */
const pages: {
  path: string;
  account?: keyof typeof DEMO;
  loaded: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/',
    loaded: async (page) => {
      // The contact form loads as the visitor nears it.
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    },
  },
  {
    path: '/about',
    loaded: (page) =>
      expect(page.getByRole('heading', { name: 'How consultations work' })).toBeVisible(),
  },
  {
    path: '/services',
    loaded: (page) =>
      expect(page.getByRole('main').getByRole('link', { name: /^Medical/ })).toBeVisible(),
  },
  {
    path: '/services/Medical',
    loaded: (page) => expect(page.getByRole('link', { name: /Book/ }).first()).toBeVisible(),
  },
  { path: '/blogs', loaded: (page) => expect(page.locator('main ol > li').first()).toBeVisible() },
  {
    path: '/blogs/{blog}',
    loaded: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/doctors',
    loaded: (page) => expect(page.getByText(/^Next available:/).first()).toBeVisible(),
  },
  {
    path: '/doctors/{doctor}',
    loaded: (page) => expect(page.getByRole('button', { name: 'Book Appointment' })).toBeVisible(),
  },
  {
    path: '/consult-now',
    loaded: (page) =>
      expect(
        page
          .getByRole('main')
          .getByText(/^(Doctors online: \d+|No doctor is online now)$/)
          .first(),
      ).toBeVisible(),
  },
  {
    path: '/appointment',
    loaded: (page) =>
      expect(page.getByRole('button', { name: /^Book Appointment/ }).first()).toBeVisible(),
  },
  {
    path: '/verify/ABCDEFGHJKLMNPQRSTUVWXYZ',
    loaded: (page) => expect(page.getByText('No prescription has this code')).toBeVisible(),
  },
  {
    path: '/login',
    // The server's page shows the provider buttons disabled; they are enabled once the app runs and knows the providers.
    loaded: (page) =>
      expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
  },
  { path: '/signup', loaded: (page) => heading(page, 'Sign Up') },
  {
    path: '/reset-password',
    loaded: (page) => expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible(),
  },
  {
    path: '/reset-password?token={reset}',
    loaded: async (page) => {
      await heading(page, 'Choose a new password');
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    },
  },
  {
    path: '/invite/{invitation}',
    loaded: (page) => expect(page.getByRole('button', { name: 'Set your password' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    loaded: (page) => expect(page.getByText('This page does not exist.')).toBeVisible(),
  },
  {
    path: '/dashboard/profile',
    account: 'patient',
    loaded: (page) => heading(page, 'Your profile'),
  },
  {
    path: '/dashboard/health-record',
    account: 'patient',
    loaded: (page) => heading(page, 'My Health Record'),
  },
  {
    path: '/dashboard/family',
    account: 'patient',
    loaded: (page) => heading(page, 'My Family'),
  },
  {
    path: '/dashboard/plan',
    account: 'patient',
    loaded: async (page) => {
      await heading(page, 'My Plan');
      await expect(page.getByText(/^(Your plan: |You have no plan yet)/)).toBeVisible();
    },
  },
  {
    path: '/dashboard/plan/checkout?plan=professional&period=yearly',
    account: 'patient',
    loaded: (page) => heading(page, 'The Professional plan'),
  },
  {
    path: '/dashboard/on-demand',
    account: 'doctor',
    loaded: (page) => heading(page, 'Consult now'),
  },
  { path: '/dashboard/agenda', account: 'doctor', loaded: (page) => heading(page, 'My Agenda') },
  {
    path: '/dashboard/schedule',
    account: 'doctor',
    loaded: (page) => heading(page, 'My Schedule'),
  },
  { path: '/dashboard/allUsers', account: 'admin', loaded: (page) => heading(page, 'All Users') },
  { path: '/dashboard/staff', account: 'admin', loaded: (page) => heading(page, 'Staff') },
  {
    path: '/dashboard/manageDoctors',
    account: 'admin',
    loaded: (page) => heading(page, /^Manage Doctors: \d/),
  },
  {
    path: '/dashboard/manageDoctors/{doctor}',
    account: 'admin',
    loaded: (page) => heading(page, /^Edit /),
  },
  {
    path: '/dashboard/addDoctor',
    account: 'admin',
    loaded: (page) => heading(page, 'Add A Doctor'),
  },
  {
    path: '/dashboard/doctors/{doctor}/schedule',
    account: 'admin',
    loaded: (page) => heading(page, /^Schedule: /),
  },
];

for (const { path, account, loaded } of pages) {
  test(`${path}${account ? ` (${account})` : ''} has no axe violations in English and Bangla, light and dark`, async ({
    page,
    baseURL,
  }) => {
    if (account) await logIn(page, DEMO[account]);
    await page.goto(await resolve(page, baseURL!, path));
    await loaded(page);
    // The language switch is enabled once the app has taken over the server's page; its colours
    // change then, so the scan waits for that before it measures contrast.
    await expect(page.getByRole('button', { name: /^(বাংলা|English)$/ })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
}

test('the landing page has no axe violations on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await pages[0]!.loaded(page);
  await expectNoAxeViolations(page);
});

test('the waiting page of Consult now has no axe violations on a phone', async ({ page }) => {
  await logIn(page, DEMO.patient);
  const headers = await authHeaders(page);
  const created = await page.request.post('/api/on-demand', {
    headers,
    data: { treatmentName: 'General Physician Consultation' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/consult-now/${id}`);
    await expect(
      page.getByRole('heading', { name: 'Consult now: General Physician Consultation', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cancel request/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(বাংলা|English)$/ })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);
  } finally {
    // The demo patient's request would hold their place in the queue for the other tests.
    await page.request.delete(`/api/booking/${id}`, { headers });
  }
});
