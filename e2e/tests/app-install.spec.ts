import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, logOut } from '../support/accounts';
import { expectNoAxeViolations } from '../support/accessibility';
import { bookByApi, dayAhead } from '../support/bookings';

/** The cache the service worker keeps the reader's pages and answers in (apps/web/src/lib/offline-caches.ts). */
const PERSONAL_CACHE = 'sustho-personal';

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** The URLs the service worker keeps for offline reading. */
const keptUrls = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, PERSONAL_CACHE);

test('the app is installable: a manifest in English and Bangla with its icons, and a service worker served fresh', async ({
  page,
  request,
}) => {
  for (const [language, name, href] of [
    ['en', 'Sustho', '/manifest.webmanifest'],
    ['bn', 'সুস্থ', '/manifest.bn.webmanifest'],
  ] as const) {
    const landing = await request.get('/', { headers: { cookie: `lang=${language}` } });
    expect(await landing.text()).toContain(`<link rel="manifest" href="${href}"`);
    const response = await request.get(href);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name,
      short_name: name,
      lang: language,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const policy = worker.headers()['content-security-policy'];
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");

  await underServiceWorker(page);
});

test("offline, My Appointments and My Health Record show what was last loaded 'as of' when; after signing out nothing of it is kept", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await underServiceWorker(page);
  await logIn(page, DEMO.patient);
  const booking = await bookByApi(page, dayAhead(41));

  // Online: each page as the server renders it, which the worker keeps.
  await page.goto('/dashboard/myAppointment');
  const row = page.getByRole('row').filter({ hasText: dayAhead(41) });
  await expect(row.getByText(booking.treatment)).toBeVisible();
  await page.goto('/dashboard/health-record');
  await expect(page.getByRole('heading', { name: 'My Health Record', level: 1 })).toBeVisible();

  // Offline: the worker answers with the pages as they were, and the app says how old they are.
  await context.setOffline(true);
  expect((await page.goto('/dashboard/myAppointment'))!.fromServiceWorker()).toBe(true);
  await expect(page.getByText(/^Offline · as of /)).toBeVisible();
  await expect(row.getByText(booking.treatment)).toBeVisible();
  await expect(page.getByText('You are offline')).toBeVisible();
  expect((await page.goto('/dashboard/health-record'))!.fromServiceWorker()).toBe(true);
  await expect(page.getByText(/^Offline · as of /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prescriptions' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A page the worker kept nothing of opens to the shell, which says the reader is offline.
  const shell = (await page.goto('/about'))!;
  expect(shell.fromServiceWorker()).toBe(true);
  expect(await shell.text()).toContain('<div id="root"></div>');
  await expect(page.getByText('You are offline')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/dashboard');
  await logOut(page);
  expect(
    (await keptUrls(page)).filter((path) =>
      /bookings|health-record|dashboard|\/api\/me/.test(path),
    ),
  ).toEqual([]);

  await context.setOffline(true);
  const afterSignOut = (await page.goto('/dashboard/myAppointment'))!;
  expect(await afterSignOut.text()).toContain('<div id="root"></div>');
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText(booking.treatment)).toHaveCount(0);
  await expect(page.getByText(/^Offline · as of /)).toHaveCount(0);
  await context.setOffline(false);
});

test('the footer offers to add the app to the home screen, in English and Bangla, and axe finds nothing on it', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Add to Home screen|Install app/).first()).toBeVisible();
  await expectNoAxeViolations(page, { include: 'footer' });
});
