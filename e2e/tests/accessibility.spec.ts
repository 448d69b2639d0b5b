import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/accessibility';

/** The first listed doctor's or blog's id, as the public API answers them. */
const firstId = async (page: Page, list: '/api/public/doctors' | '/api/blogs') =>
  ((await (await page.request.get(list)).json()) as { _id: string }[])[0]!._id;

/** A path with '{doctor}' or '{blog}' in it, as the first listed one's. */
const resolve = async (page: Page, path: string) =>
  path
    .replace(
      '{doctor}',
      path.includes('{doctor}') ? await firstId(page, '/api/public/doctors') : '',
    )
    .replace('{blog}', path.includes('{blog}') ? await firstId(page, '/api/blogs') : '');

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
  { path: '/dashboard/agenda', account: 'doctor', loaded: (page) => heading(page, 'My Agenda') },
  {
    path: '/dashboard/schedule',
    account: 'doctor',
    loaded: (page) => heading(page, 'My Schedule'),
  },
  { path: '/dashboard/allUsers', account: 'admin', loaded: (page) => heading(page, 'All Users') },
  {
    path: '/dashboard/manageDoctors',
    account: 'admin',
    loaded: (page) => heading(page, /^Manage Doctors: \d/),
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
  }) => {
    if (account) await logIn(page, DEMO[account]);
    await page.goto(await resolve(page, path));
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
