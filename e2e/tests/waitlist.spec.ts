import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, formatWireDate, type AppointmentOption, type Schedule } from '@sustho/contracts';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, firstLink, latestMailTo, logIn } from '../support/accounts';
import {
  awaitMessage,
  clinicToday,
  nextWorkingDay,
  pickCalendarDay,
  treatmentCard,
} from '../support/bookings';

const TREATMENT = 'Family and Relationship Therapy';
const SLOT = '09:00 AM - 09:30 AM';

/**
 * Makes `day` ('YYYY-MM-DD') a full day in waiting: the treatment's doctors take it off but the
 * first, who works one slot (09:00) on its weekday, through the admin's schedule API. Answers how
 * to put every schedule back.
 */
async function leaveOneSlot(admin: APIRequestContext, origin: string, day: string) {
  const options = (await (
    await admin.get(`/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(day))}`)
  ).json()) as AppointmentOption[];
  const doctors = options.find((option) => option.name === TREATMENT)!.doctors;
  expect(doctors.length).toBeGreaterThan(0);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const originals: Schedule[] = [];
  for (const [index, doctor] of doctors.entries()) {
    const schedule = (await (
      await admin.get(`/api/doctors/${doctor._id}/schedule`)
    ).json()) as Schedule;
    originals.push(schedule);
    const changed =
      index === 0
        ? {
            hours: [
              ...schedule.hours.filter((interval) => interval.weekday !== weekday),
              { weekday, start: '09:00', end: '09:30' },
            ],
            timeOff: schedule.timeOff,
          }
        : {
            hours: schedule.hours,
            timeOff: [...schedule.timeOff, { from: day, to: day, reason: 'Waitlist test' }],
          };
    const saved = await admin.put(`/api/doctors/${doctor._id}/schedule`, {
      headers: { origin },
      data: changed,
    });
    expect(saved.ok()).toBe(true);
  }
  return async () => {
    for (const schedule of originals) {
      await admin.put(`/api/doctors/${schedule.doctorId}/schedule`, {
        headers: { origin },
        data: { hours: schedule.hours, timeOff: schedule.timeOff },
      });
    }
  };
}

test('a second patient waits for a full day, is offered the slot the first cancels, and books it through the link', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL!;
  await logIn(page, DEMO.patient);
  await page.goto('/appointment');
  // Two weeks ahead: no other test books there.
  const day = nextWorkingDay(addDays(clinicToday(), 14));
  const date = formatWireDate(day);

  const admin = await playwright.request.newContext({ baseURL: origin });
  const signedIn = await admin.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(signedIn.ok()).toBe(true);
  const restore = await leaveOneSlot(admin, origin, day);

  try {
    // The first patient takes the day's one slot.
    await page.reload();
    await pickCalendarDay(page, day);
    await treatmentCard(page, TREATMENT)
      .getByRole('button', { name: /Book Appointment/ })
      .click();
    const booking = page.getByRole('dialog', { name: TREATMENT });
    await expect(booking.getByLabel('Time slot')).toHaveValue(SLOT);
    await booking.getByLabel('Phone Number').fill('01712345678');
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Booking confirmed')).toBeVisible();

    // A second patient, on a 360 px phone, finds the day full and joins its waitlist.
    const second = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const waiting = await second.newPage();
    const email = `waitlist.${Date.now()}@example.com`;
    const signedUp = await waiting.request.post('/api/auth/sign-up/email', {
      headers: { origin },
      data: { name: 'Nasrin Akter', email, password: 'a-long-password' },
    });
    expect(signedUp.ok()).toBe(true);
    await waiting.goto('/appointment');
    await pickCalendarDay(waiting, day);
    const full = treatmentCard(waiting, TREATMENT);
    await expect(full.getByText('0 spaces available')).toBeVisible();
    // By keyboard.
    await full.getByRole('button', { name: `Join waitlist: ${TREATMENT}` }).focus();
    await waiting.keyboard.press('Enter');
    const join = waiting.getByRole('dialog', { name: `Waitlist: ${TREATMENT}` });
    await join.getByLabel('Phone Number').fill('01812345670');
    await join.getByRole('button', { name: 'Join waitlist' }).click();
    await expect(waiting.getByText(`You are on the waitlist for ${date}`)).toBeVisible();
    await waiting.goto('/dashboard/myAppointment');
    const waitlist = waiting.getByRole('region', { name: 'Waitlist' });
    await expect(waitlist.getByText(TREATMENT)).toBeVisible();
    await expect(waitlist.getByText('Waiting for a slot')).toBeVisible();
    await expectNoAxeViolations(waiting);

    // The first patient cancels.
    await page.goto('/dashboard/myAppointment');
    const row = page.getByRole('row').filter({ hasText: TREATMENT }).filter({ hasText: date });
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Booking deleted successfully')).toBeVisible();

    // The offer arrives by e-mail and SMS, with the link to the held slot.
    const mail = await latestMailTo(email, `A slot opened on ${date} at ${SLOT}`);
    const link = firstLink(mail.text);
    expect(link).toMatch(/\/dashboard\/waitlist\/[0-9a-f-]{36}$/);
    await awaitMessage<{ to: string; text: string }>(
      'sms',
      (sms) => sms.to === '+8801812345670' && sms.text.includes(link),
    );

    // Held for the second patient alone: the first does not see it free.
    await page.goto('/appointment');
    await pickCalendarDay(page, day);
    await expect(treatmentCard(page, TREATMENT).getByText('0 spaces available')).toBeVisible();

    await waiting.goto(new URL(link).pathname);
    await expect(waiting.getByRole('heading', { name: 'A slot opened for you' })).toBeVisible();
    await expect(waiting.getByText(SLOT)).toBeVisible();
    await expect(waiting.getByText(/Held for you alone until/)).toBeVisible();
    await expectNoAxeViolations(waiting);
    expect(await waiting.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await waiting.getByRole('button', { name: 'Book this slot' }).click();
    await expect(waiting.getByText('Booking confirmed')).toBeVisible();
    await expect(waiting).toHaveURL(/\/dashboard\/myAppointment$/);
    await expect(
      waiting.getByRole('row').filter({ hasText: TREATMENT }).filter({ hasText: date }),
    ).toContainText(SLOT);
    await second.close();
  } finally {
    await restore();
    await admin.dispose();
  }
});
