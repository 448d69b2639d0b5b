import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, logOut } from '../support/accounts';
import { bookByApi, dayAhead } from '../support/bookings';

// The public pages arrive rendered by the server and the browser then takes them over (hydrates).
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/blogs',
  '/about',
  '/login',
  '/signup',
  '/services/Medical',
  '/doctors',
  '/consult-now',
  '/lab-tests',
  '/pharmacy',
  '/appointment',
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the services and blogs pages show their lists as the server sent them', async ({
    page,
  }) => {
    await page.goto('/services');
    await expect(page).toHaveTitle('Services | Sustho');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('link', { name: /^Medical/ })).toHaveAttribute(
      'href',
      '/services/Medical',
    );

    await page.goto('/blogs');
    await expect(page.locator('main ol > li')).toHaveCount(7);
  });

  test("the doctors directory's filter works as a plain form, the server rendering the result", async ({
    page,
  }) => {
    await page.goto('/doctors');
    await expect(page).toHaveTitle('Our Doctors | Sustho');
    await page.getByLabel('Specialty').selectOption('Cardiology Consultation');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/doctors\?specialty=Cardiology\+Consultation&q=$/);
    // A doctor's card is the list item with the doctor's name as its heading (its slots are a list too).
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all())
      await expect(card).toContainText('Cardiology Consultation');
  });

  // Signing in needs the app; without it a press posts the form to the page's own address, which
  // the server does not take, so the password never lands in a URL, a log line or the history.
  test('the login form can be pressed, and posts rather than putting the password in the URL', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('patient@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a-secret-password');
    const sent = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain('a-secret-password');
  });
});

/** Console errors and uncaught errors on the page, a failed hydration among them. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every public page is taken over by the browser without errors (${theme} theme)`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const toggleName = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
    for (const url of PUBLIC_PAGES) {
      await page.goto(url);
      // The theme button is disabled in the server's HTML and enabled once the app runs.
      await expect(page.getByRole('button', { name: toggleName })).toBeEnabled();
      await expect(page.getByRole('button', { name: toggleName })).toHaveAttribute(
        'aria-pressed',
        String(theme === 'dark'),
      );
    }
    expect(errors).toEqual([]);
  });
}

test("signed-in pages arrive with the reader's own content, and the browser takes them over without errors", async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const booking = await bookByApi(page, dayAhead(50));
  const errors = collectErrors(page);
  for (const [url, heading] of [
    ['/dashboard/myAppointment', 'My Appointments'],
    ['/dashboard/health-record', 'My Health Record'],
    ['/dashboard/profile', 'Your profile'],
    [`/consultation/${booking.id}`, `Consultation: ${booking.treatment}`],
    ['/pharmacy/checkout', 'Checkout'],
  ] as const) {
    const served = await (await page.request.get(url)).text();
    expect(served, url).toContain(`>${heading}</h`);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The cart lives in the browser; the server knows how many lines it holds (a cookie), so the
  // checkout it renders waits for the cart instead of calling it empty.
  await page.goto('/pharmacy');
  await page.getByRole('searchbox', { name: 'Search medicines' }).fill('Fexo');
  await page.getByRole('button', { name: 'Add to cart: Fexo 120 mg Tablet' }).first().click();
  await expect(page.getByText('Cart, 1 items')).toBeVisible();
  const checkout = await (await page.request.get('/pharmacy/checkout')).text();
  expect(checkout).toContain('>Checkout</h');
  expect(checkout).not.toContain('Your cart is empty');
  await page.goto('/pharmacy/checkout');
  await expect(
    page.getByRole('spinbutton', { name: 'Quantity of Fexo 120 mg Tablet' }),
  ).toBeVisible();
  await logOut(page);

  await logIn(page, DEMO.doctor);
  for (const [url, heading] of [
    ['/dashboard/agenda', 'My Agenda'],
    ['/dashboard/schedule', 'My Schedule'],
    ['/dashboard/profile', 'Your profile'],
  ] as const) {
    expect(await (await page.request.get(url)).text(), url).toContain(`>${heading}</h`);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a rendered page keeps working as the app: its links navigate without reloading', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Medical/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medical' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
