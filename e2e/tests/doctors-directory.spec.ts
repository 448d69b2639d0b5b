import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { clockedClinic, nextInDhaka } from '../support/api-servers';
import { pickCalendarDay } from '../support/bookings';

/** A specialty no other spec books, so the demo patient's one booking a day for it is free here. */
const SPECIALTY = 'Diabetes and Endocrinology';

/** 'Dec 1, 2026' as the calendar's data-day ('2026-12-01'); the wire date names no time zone. */
function calendarDay(wireDate: string): string {
  const date = new Date(`${wireDate} UTC`);
  return date.toISOString().slice(0, 10);
}

test('a patient finds a doctor by specialty, books their next free slot from the profile and sees the doctor in My Appointments', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  await page.getByRole('link', { name: 'Doctors' }).first().click();
  await expect(page.getByRole('heading', { name: 'Our Doctors', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Our Doctors | Sustho');

  await page.getByLabel('Specialty').selectOption(SPECIALTY);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/specialty=Diabetes\+and\+Endocrinology/);
  const cards = page.getByRole('listitem').filter({ hasText: 'Next available:' });
  await expect(cards.first()).toBeVisible();
  for (const card of await page.locator('li.card').all())
    await expect(card).toContainText(SPECIALTY);

  const card = cards.first();
  const doctorName = (await card.getByRole('heading').textContent())!;
  const nextAvailable = (await card.getByText(/^Next available:/).textContent())!;
  const [, date = '', slot = ''] = /^Next available: (\w{3} \d{1,2}, \d{4}), (.+)$/.exec(
    nextAvailable,
  )!;
  await card.getByRole('link', { name: doctorName }).click();

  await expect(page.getByRole('heading', { name: doctorName, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${doctorName} | Sustho`);
  await pickCalendarDay(page, calendarDay(date));
  // The day's slots are buttons: pressing one opens the booking with it chosen.
  await page
    .getByRole('group', { name: `Free slots on ${date}` })
    .getByRole('button', { name: slot, exact: true })
    .click();

  const dialog = page.getByRole('dialog', { name: SPECIALTY });
  await expect(dialog.getByLabel('Time slot')).toHaveValue(slot);
  await expect(dialog.getByLabel('Doctor').locator('option:checked')).toHaveText(doctorName);
  await dialog.getByLabel('Phone Number').fill('01712345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);

  await page.goto('/dashboard/myAppointment');
  const row = page.getByRole('row').filter({ hasText: SPECIALTY }).filter({ hasText: date });
  await expect(row).toContainText(doctorName);
  await expect(row).toContainText(slot);
});

test("on a Friday, when nobody works, a doctor's page opens on the directory's 'Next available' day with that slot chosen", async ({
  browser,
}) => {
  test.slow();
  const friday = nextInDhaka(5, 10);
  const clinic = await clockedClinic(browser, friday);
  try {
    const { page } = clinic;
    await page.goto('/doctors');
    const card = page.getByRole('listitem').filter({ hasText: 'Next available:' }).first();
    const doctorName = (await card.getByRole('heading').textContent())!;
    const [, date = '', slot = ''] = /^Next available: (\w{3} \d{1,2}, \d{4}), (.+)$/.exec(
      (await card.getByText(/^Next available:/).textContent())!,
    )!;
    expect(calendarDay(date) > friday.toISOString().slice(0, 10)).toBe(true);
    await card.getByRole('link', { name: doctorName }).click();

    await expect(page.getByRole('heading', { name: doctorName, level: 1 })).toBeVisible();
    await expect(page.getByText(`You selected ${date}`)).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: `Free slots on ${date}` })
        .getByRole('button')
        .first(),
    ).toHaveText(slot);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('dialog').getByLabel('Time slot')).toHaveValue(slot);
  } finally {
    await clinic.close();
  }
});
