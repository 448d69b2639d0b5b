import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentOption } from '@sustho/contracts';
import { addDays, formatWireDate } from '@sustho/contracts';
import { DEMO, demoDoctor, firstLink, latestMailTo, logIn, logOut } from '../support/accounts';
import { expectNoAxeViolations } from '../support/accessibility';

/** A Monday at least ten days ahead, when the demo doctor works and no other spec books. */
function mondayAhead(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 10);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

/** Writes to the API with the page's session cookie need the app's own origin. */
const writeHeaders = (baseURL: string) => ({ origin: baseURL });

async function openRecordFromAgenda(page: Page, day: string) {
  await page.goto('/dashboard/agenda');
  await expect(page.getByRole('heading', { name: 'My Agenda' })).toBeVisible();
  await page.getByLabel('Day').fill(day);
  const dayRegion = page.getByRole('region', { name: /^Bookings on / });
  await dayRegion.getByRole('link', { name: /^Open record: Record Patient/ }).click();
  await expect(page.getByRole('heading', { name: 'Record: Record Patient' })).toBeVisible();
}

test('a doctor writes notes and issues a prescription; the patient downloads and verifies it; a correction replaces it; nobody else sees the record', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const day = mondayAhead();

  // The demo doctor's id and the name patients see.
  const doctor = await demoDoctor(page);

  // The patient gives their date of birth and sex on the profile, and books the demo doctor.
  await logIn(page, DEMO.patient);
  await page.goto('/dashboard/profile');
  const details = page.getByRole('region', { name: 'Health details' });
  await details.getByLabel('Date of birth').fill('1990-05-04');
  await details.getByLabel('Sex').selectOption('female');
  await details.getByRole('button', { name: 'Save health details' }).click();
  await expect(page.getByText('Your health details were saved.')).toBeVisible();
  await expect(page.getByText(/issued prescriptions and consultation notes/)).toBeVisible();

  const options = (await (
    await page.request.get(
      `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(day))}`,
    )
  ).json()) as AppointmentOption[];
  const option = options.find((candidate) => candidate.doctors.some((d) => d._id === doctor._id))!;
  const slot = option.doctors.find((d) => d._id === doctor._id)!.slots[0]!;
  const booked = (await (
    await page.request.post('/api/booking', {
      headers: writeHeaders(baseURL!),
      data: {
        appointmentDate: formatWireDate(day),
        treatmentName: option.name,
        patientName: 'Record Patient',
        slot,
        phone: '01712345678',
        doctorId: doctor._id,
      },
    })
  ).json()) as { acknowledged: boolean; insertedId: string };
  expect(booked.acknowledged).toBe(true);
  const recordPath = `/dashboard/agenda/${booked.insertedId}/record`;
  await logOut(page);

  // The doctor opens the record from My Agenda, writes notes and issues two medicines.
  await logIn(page, DEMO.doctor);
  await openRecordFromAgenda(page, day);
  await expect(page.getByText(/Age: \d+ years · Sex: Female/)).toBeVisible();
  await page.getByLabel('Chief complaint').fill('Fever for three days');
  await page.getByLabel('Diagnosis').fill('Viral fever');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  const first = page.getByRole('group', { name: 'Medicine 1' });
  await first.getByLabel('Name').fill('Napa');
  await first.getByLabel('Strength').fill('500 mg');
  await first.getByLabel('Form').fill('Tablet');
  await first.getByLabel('Dose (morning+noon+night)').fill('1+0+1');
  await first.getByLabel('Duration (days)').fill('5');
  await page.getByRole('button', { name: 'Add medicine' }).click();
  const second = page.getByRole('group', { name: 'Medicine 2' });
  await second.getByLabel('Name').fill('Omeprazole');
  await second.getByLabel('Strength').fill('20 mg');
  await second.getByLabel('Form').fill('Capsule');
  await second.getByLabel('Dose (morning+noon+night)').fill('1+0+0');
  await second.getByLabel('Food').selectOption('before');
  await second.getByLabel('Duration (days)').fill('14');
  await page.getByLabel('Advice').fill('Drink plenty of water');
  await page.getByLabel('Follow-up in (days)').fill('7');
  await page.getByRole('button', { name: 'Issue prescription' }).click();
  await expect(
    page.getByText('The prescription was issued and the patient was e-mailed.'),
  ).toBeVisible();
  await expect(page.getByText('This consultation is completed.')).toBeVisible();
  await expect(page.getByText('In force')).toBeVisible();
  await expectNoAxeViolations(page);
  await latestMailTo(DEMO.patient.email, 'Your prescription is ready');
  await logOut(page);

  // The patient sees it on My Health Record, downloads the PDF and checks the code.
  await logIn(page, DEMO.patient);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'My Health Record' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Health Record' })).toBeVisible();
  const prescriptions = page.getByRole('region', { name: 'Prescriptions' });
  const issued = prescriptions
    .getByRole('listitem')
    .filter({ hasText: 'Napa 500 mg, Omeprazole 20 mg' })
    .first();
  await expect(issued).toContainText(doctor.name);
  await expect(issued).toContainText('Valid');
  await expect(page.getByRole('region', { name: 'Consultations' })).toContainText('Viral fever');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^prescription-[2-9A-Z]{24}\.pdf$/);
  const pdfFile = await download.path();
  expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
  for (const expected of [
    'Record Patient',
    'Napa 500 mg (Tablet)',
    'Omeprazole 20 mg (Capsule)',
    'Viral fever',
    'Signature',
  ])
    expect(pdfText).toContain(expected);
  const verifyHref = await issued
    .getByRole('link', { name: 'Verification page' })
    .getAttribute('href');
  expect(pdfText).toContain(`${baseURL}${verifyHref}`);
  await page.goto(verifyHref!);
  await expect(page.getByText('Valid prescription')).toBeVisible();
  await expect(page.getByText(doctor.name)).toBeVisible();
  await expect(page.getByText('Record Patient')).toHaveCount(0);
  await logOut(page);

  // The doctor corrects it: the old code now says it was replaced.
  await logIn(page, DEMO.doctor);
  await page.goto(recordPath);
  await page.getByLabel('Advice').fill('Drink plenty of water and rest for three days');
  await page.getByRole('button', { name: 'Issue correction' }).click();
  await expect(
    page.getByText('The prescription was issued and the patient was e-mailed.'),
  ).toBeVisible();
  await expect(page.getByText(/^Replaced on /)).toBeVisible();
  await page.goto(verifyHref!);
  await expect(page.getByText(/^This prescription was replaced on /)).toBeVisible();
  await logOut(page);

  // The patient sees the doctor in 'Who viewed my record'.
  await logIn(page, DEMO.patient);
  await page.goto('/dashboard/health-record');
  await expect(page.getByRole('region', { name: 'Who viewed my record' })).toContainText(
    doctor.name,
  );
  await logOut(page);

  // An admin is refused: by the API, and the page is for doctors only.
  await logIn(page, DEMO.admin);
  const asAdmin = await page.request.get(`/api/bookings/${booked.insertedId}/record`);
  expect(asAdmin.status()).toBe(403);
  const stamp = Date.now();
  const otherEmail = `other.doctor.${stamp}@clinic.example`;
  const added = await page.request.post('/api/doctors', {
    headers: writeHeaders(baseURL!),
    data: {
      name: `Dr. Other ${stamp}`,
      email: otherEmail,
      specialty: option.name,
      image: '/images/doctor-default.svg',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto(recordPath);
  await expect(page).not.toHaveURL(/\/record$/);
  await logOut(page);

  // Another doctor is refused too.
  const invitation = await latestMailTo(otherEmail, 'You are invited to join Sustho as a doctor');
  const token = firstLink(invitation.text).split('/invite/')[1]!;
  const accepted = await page.request.post(`/api/invitations/${token}/accept`, {
    headers: writeHeaders(baseURL!),
    data: { password: 'other-doctor-2026' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await page.context().clearCookies();
  await logIn(page, { email: otherEmail, password: 'other-doctor-2026' });
  await page.goto(recordPath);
  await expect(
    page.getByText('Only the patient and their doctors can see this health record'),
  ).toBeVisible();
  expect((await page.request.get(`/api/bookings/${booked.insertedId}/record`)).status()).toBe(403);
});

/** A small real PDF (by its first and last bytes), to upload as a report. */
const reportPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

test('a patient deletes a report after confirming it, in English and in Bangla', async ({
  page,
  baseURL,
}) => {
  // A patient of their own: switching to Bangla is kept on the account.
  const email = `report.deleter.${Date.now()}@example.com`;
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: writeHeaders(baseURL!),
    data: { name: 'Report Deleter', email, password: 'report-deleter-2026' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  // A file chosen on the server's HTML, before the app has taken the page over, goes nowhere.
  await page.addInitScript(() =>
    document.addEventListener('sustho:app-ready', () => {
      document.documentElement.dataset.appReady = 'true';
    }),
  );
  await page.goto('/dashboard/health-record');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const reports = page.getByRole('region', { name: 'Reports' });
  await page.getByLabel('Upload a report').setInputFiles(reportPdf('blood-test.pdf'));
  await expect(page.getByText('The report was uploaded.')).toBeVisible();
  await expect(reports.getByText('blood-test.pdf', { exact: true })).toBeVisible();
  const record = async () =>
    (await (await page.request.get('/api/me/health-record')).json()) as {
      reports: { _id: string }[];
    };
  const [uploaded] = (await record()).reports;

  // It asks first; 'Keep it' keeps it.
  const remove = reports.getByRole('button', { name: 'Delete blood-test.pdf' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
  await expect(dialog).toContainText('blood-test.pdf will be removed from your health record');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(reports.getByText('blood-test.pdf', { exact: true })).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete report' }).click();
  await expect(page.getByText('The report was deleted.')).toBeVisible();
  await expect(reports.getByText('blood-test.pdf', { exact: true })).toHaveCount(0);
  await expect(reports.getByText('No reports yet.')).toBeVisible();
  expect((await page.request.get(`/api/reports/${uploaded!._id}/download`)).status()).toBe(404);

  // The same in Bangla.
  await page.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByLabel('রিপোর্ট আপলোড করুন').setInputFiles(reportPdf('x-ray.pdf'));
  await expect(page.getByText('রিপোর্ট আপলোড করা হয়েছে।')).toBeVisible();
  const banglaReports = page.getByRole('region', { name: 'রিপোর্ট' });
  await banglaReports.getByRole('button', { name: 'x-ray.pdf মুছুন' }).click();
  const banglaDialog = page.getByRole('dialog', { name: 'এই রিপোর্টটি মুছবেন?' });
  await expect(banglaDialog).toContainText('x-ray.pdf আপনার স্বাস্থ্য রেকর্ড থেকে সরিয়ে ফেলা হবে');
  await expectNoAxeViolations(page);
  await banglaDialog.getByRole('button', { name: 'রিপোর্ট মুছুন' }).click();
  await expect(page.getByText('রিপোর্টটি মুছে ফেলা হয়েছে।')).toBeVisible();
  await expect(banglaReports.getByText('x-ray.pdf', { exact: true })).toHaveCount(0);
  expect((await record()).reports).toEqual([]);
});
