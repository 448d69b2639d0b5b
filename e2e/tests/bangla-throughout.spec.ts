import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { authHeaders, bookByApi, payByApi, workingDayAhead } from '../support/bookings';

/**
 * Issue 34: a Bangla reader sees no English word on any page but the few that are nobody's to
 * translate. The allow-list, each entry with its reason:
 * - 'Sustho', 'Google', 'Facebook', 'Microsoft', 'Authenticator': brands (ours, the sign-in
 *   providers', the authenticator apps'), written as they write themselves.
 * - 'JPEG', 'PNG', 'WebP', 'JSON': file formats, named as the phone's file picker names them.
 * - e-mail addresses and web addresses: they are typed and clicked as they are.
 * - words with a digit ('A-62318', a prescription or transaction code): codes, not words.
 * - people's names as they signed up or the clinic wrote them (the demo doctors and accounts): a
 *   name is its owner's, not the product's.
 * Text inside an element marked with another language (the switch's 'English') is that
 * language on purpose.
 */
const BRANDS_AND_FORMATS = [
  'Sustho',
  'Google',
  'Facebook',
  'Microsoft',
  'Authenticator',
  'JPEG',
  'PNG',
  'WebP',
  'JSON',
];
const ACCOUNT_NAMES = ['Demo Admin', 'Demo Patient'];

const LATIN_WORD = /[A-Za-z]+(?:['’-][A-Za-z]+)*/g;

/** The page's visible text outside elements marked as another language, without addresses and codes. */
async function banglaText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template')) continue;
      if (element.closest('[lang]')?.getAttribute('lang') !== 'bn') continue;
      if (!element.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  return text
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\S*\d\S*/g, ' ');
}

async function latinWords(page: Page, names: Set<string>): Promise<string[]> {
  const words = (await banglaText(page)).match(LATIN_WORD) ?? [];
  return [...new Set(words)].filter(
    (word) => !names.has(word) && !BRANDS_AND_FORMATS.includes(word),
  );
}

/** Words and initials (an avatar's 'DA') of the names the demo data gives people: its doctors' and its accounts'. */
async function peoplesNames(page: Page, others: string[] = []): Promise<Set<string>> {
  const doctors = (await (await page.request.get('/api/public/doctors')).json()) as {
    name: string;
  }[];
  const names = [...doctors.map((doctor) => doctor.name), ...ACCOUNT_NAMES, ...others];
  return new Set(
    names.flatMap((name) => {
      const words = name.match(LATIN_WORD) ?? [];
      const initials = words.map((word) => word[0]!);
      // An avatar shows the first letters of a name's first two words, title or not.
      return [
        ...words,
        initials.join(''),
        initials.slice(0, 2).join(''),
        initials.slice(1, 3).join(''),
      ];
    }),
  );
}

async function expectAllBangla(page: Page, path: string, names: Set<string>) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('main')).toBeVisible();
  // Lists load after the page: wait until their answers are in.
  await page.waitForLoadState('networkidle');
  expect(await latinWords(page, names), `English words on ${path}`).toEqual([]);
}

/** The `lang` cookie the switch writes: every next page comes in Bangla. */
async function inBangla(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
}

test('every public page reads in Bangla', async ({ page, baseURL }) => {
  await inBangla(page, baseURL);
  const names = await peoplesNames(page);
  const doctors = (await (await page.request.get('/api/public/doctors')).json()) as {
    _id: string;
  }[];
  const blogs = (await (await page.request.get('/api/blogs')).json()) as { _id: string }[];
  for (const path of [
    '/',
    '/about',
    '/services',
    '/services/Medical',
    '/doctors',
    `/doctors/${doctors[0]!._id}`,
    '/consult-now',
    '/blogs',
    `/blogs/${blogs[0]!._id}`,
    '/appointment',
    '/login',
    '/signup',
    '/reset-password',
  ]) {
    await expectAllBangla(page, path, names);
  }
  // Times carry Bangla period words and prices one sign: no 'AM'/'PM', no '$' before Bangla digits.
  await page.goto('/doctors');
  const directory = await page.getByRole('main').innerText();
  expect(directory).not.toMatch(/\b[AP]M\b|\$[০-৯]/);
  expect(directory).toMatch(/(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]{1,2}:[০-৯]{2}/);
});

test('a patient’s pages read in Bangla', async ({ page, baseURL }) => {
  await logIn(page, DEMO.patient);
  const booking = await bookByApi(page, workingDayAhead(4).wire);
  await inBangla(page, baseURL);
  const names = await peoplesNames(page);
  for (const path of [
    '/dashboard/profile',
    '/dashboard/myAppointment',
    '/dashboard/health-record',
    // The priced booking's payment page, its consultation room before it opens, then its
    // confirmation once paid: each names the treatment and the doctor.
    `/dashboard/payment/${booking.id}`,
    `/consultation/${booking.id}`,
  ]) {
    await expectAllBangla(page, path, names);
  }
  await payByApi(page, booking.id);
  await expectAllBangla(page, `/dashboard/appointments/${booking.id}/confirmed`, names);
  // The demo patient's day is free again for the tests that book it after this one.
  const removed = await page.request.delete(`/api/booking/${booking.id}`, {
    headers: await authHeaders(page),
  });
  expect(removed.status()).toBe(200);
});

test('a doctor’s schedule and agenda read in Bangla', async ({ page, baseURL }) => {
  await logIn(page, DEMO.doctor);
  await inBangla(page, baseURL);
  const names = await peoplesNames(page);
  for (const path of [
    '/dashboard/on-demand',
    '/dashboard/schedule',
    '/dashboard/agenda',
    '/dashboard/profile',
  ]) {
    await expectAllBangla(page, path, names);
  }
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('রবিবার', { exact: true })).toBeVisible();
});

test('an admin’s pages read in Bangla', async ({ page, baseURL }) => {
  await logIn(page, DEMO.admin);
  await inBangla(page, baseURL);
  // All Users lists the accounts the other browser tests signed up: their names are names too.
  const users = (await (
    await page.request.get('/api/users', { headers: await authHeaders(page) })
  ).json()) as { name: string }[];
  const names = await peoplesNames(
    page,
    users.map((user) => user.name),
  );
  const doctors = (await (await page.request.get('/api/public/doctors')).json()) as {
    _id: string;
  }[];
  for (const path of [
    '/dashboard/allUsers',
    '/dashboard/addDoctor',
    '/dashboard/manageDoctors',
    `/dashboard/manageDoctors/${doctors[0]!._id}`,
    `/dashboard/doctors/${doctors[0]!._id}/schedule`,
  ]) {
    await expectAllBangla(page, path, names);
  }
});
