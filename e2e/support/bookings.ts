import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO } from './accounts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The first working day (Sunday to Thursday, when the seeded doctors work) `days` or more ahead,
 * as the calendar marks it ('2030-01-05') and as the API writes it ('Jan 5, 2030'); far enough
 * ahead that no time zone matters.
 */
export function workingDayAhead(days: number): { iso: string; wire: string } {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() > 4) day.setUTCDate(day.getUTCDate() + 1);
  return {
    iso: day.toISOString().slice(0, 10),
    wire: `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`,
  };
}

/** The same day as the API writes it. */
export const dayAhead = (days: number) => workingDayAhead(days).wire;

/** The signed-in page's own access token, as a header for API calls. */
export async function authHeaders(page: Page) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  return { authorization: `Bearer ${token}` };
}

/**
 * Books the first free slot of a priced treatment on a day for the signed-in demo patient, through
 * the API with the app's own access token. Each test uses its own day, so the one-a-day rule never
 * bites.
 */
export async function bookByApi(page: Page, appointmentDate: string) {
  const headers = await authHeaders(page);
  const options = await (
    await page.request.get(`/api/appointmentOptions?date=${encodeURIComponent(appointmentDate)}`)
  ).json();
  const option = (options as { name: string; price: number; slots: string[] }[]).find(
    (candidate) => candidate.price > 0 && candidate.slots.length > 0,
  )!;
  const response = await page.request.post('/api/booking', {
    headers,
    data: {
      appointmentDate,
      treatmentName: option.name,
      patientName: 'Demo Patient',
      slot: option.slots[0],
      email: DEMO.patient.email,
      phone: '01712345678',
      price: option.price,
    },
  });
  const result = await response.json();
  expect(result, 'the booking was refused').toMatchObject({ acknowledged: true });
  return {
    id: result.insertedId as string,
    treatment: option.name,
    price: option.price,
    slot: option.slots[0]!,
    headers,
  };
}

/** Pays a booking with the sandbox's 4242 card through the API, as the payment page does. */
export async function payByApi(page: Page, bookingId: string) {
  const headers = await authHeaders(page);
  const intent = await page.request.post('/api/create-payment-intent', {
    headers,
    data: { bookingId },
  });
  const { clientSecret } = await intent.json();
  const paid = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.status()).toBe(200);
}

/** The booking's row in My Appointments (opened afresh). */
export async function appointmentRow(
  page: Page,
  booking: { treatment: string },
  appointmentDate: string,
) {
  await page.goto('/dashboard/myAppointment');
  return page
    .getByRole('row')
    .filter({ hasText: booking.treatment })
    .filter({ hasText: appointmentDate });
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/**
 * A day's button ('2030-01-05') on the calendar inside `scope` (a dialog, or the page), moving a
 * month on or back when needed: a calendar opens on its first free day's month, which may come
 * after today's.
 */
export async function calendarDay(scope: Locator | Page, iso: string): Promise<Locator> {
  const day = scope.locator(`td[data-day="${iso}"]:not([data-outside="true"]) button`);
  const shown = scope.locator('td[data-day]:not([data-outside="true"])').first();
  await shown.waitFor();
  for (let month = 0; month < 3 && (await day.count()) === 0; month += 1) {
    const first = (await shown.getAttribute('data-day'))!;
    await scope
      .getByRole('button', { name: iso < first ? /previous month/i : /next month/i })
      .click();
  }
  return day;
}

/** Clicks a day ('2030-01-05') on the calendar inside `scope`. */
export async function pickCalendarDay(scope: Locator | Page, iso: string) {
  await (await calendarDay(scope, iso)).click();
}

/** The card of one treatment on the appointment page's chosen day. */
export const treatmentCard = (page: Page, treatment: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: treatment }) });

/**
 * The clinic's today ('YYYY-MM-DD') in its time zone, which the browser tests' servers leave at
 * the default, Asia/Dhaka. Not read off the calendar: it may open on a later month.
 */
export const clinicToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

/** The first working day after `today` (the seeded doctors work Sunday to Thursday). */
export function nextWorkingDay(today: string): string {
  const next = new Date(`${today}T00:00:00Z`);
  do next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() > 4);
  return next.toISOString().slice(0, 10);
}

/** The first Friday after `today`: a day the clinic is closed (no seeded doctor works it). */
export function nextFriday(today: string): string {
  const next = new Date(`${today}T00:00:00Z`);
  do next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() !== 5);
  return next.toISOString().slice(0, 10);
}

/** Picks the first working day after today on the appointment page's calendar. */
export async function pickNextWorkingDay(page: Page) {
  await pickCalendarDay(page, nextWorkingDay(clinicToday()));
}

/** The JSON messages the server wrote to one of its outbox folders (DATA_DIR/mail or DATA_DIR/sms). */
export function outbox<T>(folder: 'mail' | 'sms'): T[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T);
}

/** Waits until one of the outbox's messages matches, and answers it. */
export async function awaitMessage<T>(folder: 'mail' | 'sms', matches: (message: T) => boolean) {
  let found: T | undefined;
  await expect
    .poll(() => (found = outbox<T>(folder).find(matches)) !== undefined, { timeout: 20_000 })
    .toBe(true);
  return found!;
}
