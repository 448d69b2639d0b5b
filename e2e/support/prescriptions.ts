import { expect, type Page } from '@playwright/test';
import type { AppointmentOption, PublicDoctor } from '@sustho/contracts';
import { formatWireDate } from '@sustho/contracts';
import { DEMO, logIn, logOut } from './accounts';

/**
 * The way to a prescription the demo patient can act on (order its medicines, book its tests):
 * the patient consents and books the demo doctor on a day; the doctor opens that booking's record
 * from My Agenda and issues the prescription. Both sign in on the page and sign out at the end.
 */

/** One medicine as the prescription builder takes it. */
export interface PrescribedMedicine {
  name: string;
  strength: string;
  form: string;
  /** 'morning+noon+night', such as '1+0+1'. */
  dose: string;
  durationDays: number;
}

/**
 * The demo patient gives their date of birth and sex (the consent the record asks for) and books
 * the demo doctor's first slot on `day` ('YYYY-MM-DD', a day the doctor works and no other spec
 * books the demo patient) under `patientName`, through the API. Answers the booking's id.
 */
export async function bookDemoDoctor(
  page: Page,
  { doctor, day, patientName }: { doctor: PublicDoctor; day: string; patientName: string },
): Promise<string> {
  await logIn(page, DEMO.patient);
  await page.goto('/dashboard/profile');
  const details = page.getByRole('region', { name: 'Health details' });
  await details.getByLabel('Date of birth').fill('1990-05-04');
  await details.getByLabel('Sex').selectOption('female');
  await details.getByRole('button', { name: 'Save health details' }).click();
  await expect(page.getByText('Your health details were saved.')).toBeVisible();

  const appointmentDate = formatWireDate(day);
  const options = (await (
    await page.request.get(`/api/appointmentOptions?date=${encodeURIComponent(appointmentDate)}`)
  ).json()) as AppointmentOption[];
  const option = options.find((candidate) => candidate.doctors.some((d) => d._id === doctor._id))!;
  const slot = option.doctors.find((d) => d._id === doctor._id)!.slots[0]!;
  // Writes with the session cookie need the app's own origin.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/booking', {
    headers: { origin },
    data: {
      appointmentDate,
      treatmentName: option.name,
      patientName,
      slot,
      phone: '01712345678',
      doctorId: doctor._id,
    },
  });
  const booked = (await response.json()) as { acknowledged: boolean; insertedId: string };
  expect(booked, 'the booking was refused').toMatchObject({ acknowledged: true });
  await logOut(page);
  return booked.insertedId;
}

/** The signed-in doctor opens the record of `patientName`'s booking on `day` from My Agenda. */
export async function openRecordFromAgenda(page: Page, day: string, patientName: string) {
  await page.goto('/dashboard/agenda');
  await page.getByLabel('Day').fill(day);
  await page
    .getByRole('region', { name: /^Bookings on / })
    .getByRole('link', { name: new RegExp(`^Open record: ${patientName}`) })
    .click();
  await expect(page.getByRole('heading', { name: `Record: ${patientName}` })).toBeVisible();
}

/**
 * The demo doctor opens the booking's record from My Agenda and issues a prescription: the
 * diagnosis, the medicines in order, and the investigations advised (free text, as doctors write
 * them: 'CBC, HbA1c').
 */
export async function issuePrescription(
  page: Page,
  {
    day,
    patientName,
    diagnosis,
    medicines,
    investigations = '',
  }: {
    day: string;
    patientName: string;
    diagnosis: string;
    medicines: [PrescribedMedicine, ...PrescribedMedicine[]];
    investigations?: string;
  },
) {
  await logIn(page, DEMO.doctor);
  await openRecordFromAgenda(page, day, patientName);
  await page.getByLabel('Diagnosis').fill(diagnosis);
  for (const [index, medicine] of medicines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add medicine' }).click();
    const group = page.getByRole('group', { name: `Medicine ${index + 1}` });
    await group.getByLabel('Name').fill(medicine.name);
    await group.getByLabel('Strength').fill(medicine.strength);
    await group.getByLabel('Form').fill(medicine.form);
    await group.getByLabel('Dose (morning+noon+night)').fill(medicine.dose);
    await group.getByLabel('Duration (days)').fill(String(medicine.durationDays));
  }
  if (investigations) await page.getByLabel('Investigations').fill(investigations);
  await page.getByRole('button', { name: 'Issue prescription' }).click();
  await expect(
    page.getByText('The prescription was issued and the patient was e-mailed.'),
  ).toBeVisible();
  await logOut(page);
}
