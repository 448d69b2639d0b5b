import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AppointmentOption, Schedule } from '@sustho/contracts';
import { addDays, formatWireDate } from '@sustho/contracts';
import { DEMO, logIn } from '../support/accounts';

/** The first Sunday at least two days after `today` ('YYYY-MM-DD'), so none of its slots has started. */
function nextSunday(today: string): string {
  let day = addDays(today, 2);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
  return day;
}

const sundayInterval = (page: Page, position: number) =>
  page.getByRole('listitem', { name: `Sunday, interval ${position}` });

/** Books `doctorId`'s 09:00 slot on `day` as the demo patient, through the API; answers its id. */
async function bookAsPatient(
  request: APIRequestContext,
  baseURL: string,
  doctorId: string,
  day: string,
) {
  const headers = { origin: baseURL };
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: DEMO.patient.email, password: DEMO.patient.password },
  });
  expect(signIn.ok()).toBe(true);
  const options = (await (
    await request.get(`/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(day))}`)
  ).json()) as AppointmentOption[];
  const option = options.find((candidate) => candidate.doctors.some((d) => d._id === doctorId));
  expect(option, 'a treatment of the demo doctor').toBeDefined();
  const booked = await request.post('/api/booking', {
    headers,
    data: {
      appointmentDate: formatWireDate(day),
      treatmentName: option!.name,
      patientName: 'Agenda Patient',
      slot: '09:00 AM - 09:30 AM',
      phone: '01712345678',
      doctorId,
    },
  });
  const result = (await booked.json()) as { acknowledged: boolean; insertedId: string };
  expect(result).toMatchObject({ acknowledged: true });
  return result.insertedId;
}

test('a doctor sets Sunday hours and a day off, finds them after a reload, and sees a booking on My Agenda', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, DEMO.doctor);
  await page.goto('/dashboard/schedule');
  await expect(page.getByRole('heading', { name: 'My Schedule' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  // Sunday becomes one interval, 09:00 to 16:00, whatever it was before.
  while ((await sundayInterval(page, 1).count()) > 0) {
    await page.getByRole('button', { name: 'Remove Sunday interval 1' }).click();
  }
  await page.getByRole('button', { name: 'Add interval on Sunday' }).click();
  await sundayInterval(page, 1).getByLabel(/End/).fill('16:00');

  const schedule = (await (await page.request.get('/api/me/schedule')).json()) as Schedule;
  const today = new Date().toISOString().slice(0, 10);
  const sunday = nextSunday(today);
  const dayOff = addDays(sunday, 3);
  await page.getByRole('button', { name: 'Add time off' }).click();
  const added = page.getByRole('listitem', { name: `Time off ${schedule.timeOff.length + 1}` });
  await added.getByLabel('From').fill(dayOff);
  await added.getByLabel('To').fill(dayOff);
  await added.getByLabel('Reason (optional)').fill('Conference');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your schedule was saved.')).toBeVisible();

  await page.reload();
  await expect(sundayInterval(page, 1).getByLabel(/Start/)).toHaveValue('09:00');
  await expect(sundayInterval(page, 1).getByLabel(/End/)).toHaveValue('16:00');
  await expect(sundayInterval(page, 2)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Reason (optional)' }).last()).toHaveValue(
    'Conference',
  );

  const bookingId = await bookAsPatient(request, baseURL!, schedule.doctorId, sunday);
  await page.goto('/dashboard/agenda');
  await expect(page.getByRole('heading', { name: 'My Agenda' })).toBeVisible();
  await page.getByLabel('Day').fill(sunday);
  const day = page.getByRole('region', { name: /^Bookings on / });
  await expect(day.getByText(/^Agenda Patient ·/)).toBeVisible();

  // The demo patient's 09:00 that Sunday is free again for the specs that book it next.
  const cancelled = await request.delete(`/api/booking/${bookingId}`, {
    headers: { origin: baseURL! },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
});
