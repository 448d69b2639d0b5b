import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentOption } from '@sustho/contracts';
import { addDays, formatWireDate } from '@sustho/contracts';
import { DEMO, demoDoctor, logIn, logOut } from '../support/accounts';
import { expectNoAxeViolations } from '../support/accessibility';

/** Writes to the API with the page's session cookie need the app's own origin. */
const writeHeaders = (baseURL: string) => ({ origin: baseURL });

/** A date of birth that makes someone `years` old today, a month past their birthday. */
function bornYearsAgo(years: number): string {
  const today = new Date();
  const born = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth() - 1, 10));
  return born.toISOString().slice(0, 10);
}

/** The prescriptions region of My Health Record, as its reader sees it. */
const prescriptionsOn = (page: Page) => page.getByRole('region', { name: 'Prescriptions' });

test("a parent adds a child, books the child with the demo doctor, and finds the child's prescription under the child, with the child's name and age; the parent's record is unchanged and the doctor cannot open it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const childName = `Rafi Ahmed ${Date.now().toString(36)}`;
  const diagnosis = `Tonsillitis ${Date.now().toString(36)}`;

  // The demo doctor's id and public name.
  const doctor = await demoDoctor(page);

  // A parent of their own: the demo patient may have seen the demo doctor in another spec, and a
  // doctor with a booking with a patient may read that patient's record.
  const parent = {
    email: `parent.${Date.now().toString(36)}@example.com`,
    password: 'family-parent-2026',
  };
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: writeHeaders(baseURL!),
    data: { name: 'Nasrin Ahmed', ...parent },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await page.context().clearCookies();

  // The parent adds the child on My Family.
  await logIn(page, parent);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'My Family' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Family', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add family member' }).click();
  const form = page.getByRole('dialog', { name: 'Add a family member' });
  await form.getByLabel('Name').fill(childName);
  await form.getByLabel('Relation').selectOption('child');
  await form.getByLabel('Date of birth').fill(bornYearsAgo(8));
  await form.getByLabel('Sex').selectOption('male');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${childName} was added to your family`)).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: childName });
  await expect(card).toContainText('8 years');
  await expectNoAxeViolations(page);

  // The parent's own booking with another doctor: the demo doctor must never reach it.
  const day = addDays(new Date().toISOString().slice(0, 10), 12);
  const options = (await (
    await page.request.get(
      `/api/appointmentOptions?date=${encodeURIComponent(formatWireDate(day))}`,
    )
  ).json()) as AppointmentOption[];
  const other = options
    .flatMap((option) => option.doctors.map((each) => ({ option, doctor: each })))
    .find(({ doctor: each }) => each._id !== doctor._id && each.slots.length > 0)!;
  const parentsBooking = await page.request.post('/api/booking', {
    headers: writeHeaders(baseURL!),
    data: {
      appointmentDate: formatWireDate(day),
      treatmentName: other.option.name,
      patientName: 'Nasrin Ahmed',
      slot: other.doctor.slots[0],
      phone: '01712345678',
      doctorId: other.doctor._id,
    },
  });
  const parents = (await parentsBooking.json()) as { acknowledged: boolean; insertedId: string };
  expect(parents.acknowledged, JSON.stringify(parents)).toBe(true);

  // The child is booked with the demo doctor from the doctor's page: 'For' names the child.
  await page.goto(`/doctors/${doctor._id}`);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('For').selectOption({ label: `${childName} (Child)` });
  const nameField = dialog.getByLabel('Full Name');
  await expect(nameField).toHaveValue(childName);
  await expect(nameField).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Phone Number').fill('01712345678');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  const bookingId = /\/dashboard\/payment\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/confirmed$/);
  await page.goto('/dashboard/myAppointment');
  await expect(page.getByText(`For: ${childName}`).first()).toBeVisible();
  await logOut(page);

  // The doctor sees the child and the guardian, writes the diagnosis and issues a prescription.
  await logIn(page, DEMO.doctor);
  await page.goto(`/dashboard/agenda/${bookingId}/record`);
  await expect(page.getByText(`Patient: ${childName}, 8 years (child)`)).toBeVisible();
  await expect(page.getByText('Guardian: Nasrin Ahmed').first()).toBeVisible();
  await page.getByLabel('Diagnosis').fill(diagnosis);
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  const medicine = page.getByRole('group', { name: 'Medicine 1' });
  await medicine.getByLabel('Name').fill('Amoxicillin');
  await medicine.getByLabel('Strength').fill('250 mg');
  await medicine.getByLabel('Form').fill('Syrup');
  await medicine.getByLabel('Dose (morning+noon+night)').fill('1+1+1');
  await medicine.getByLabel('Duration (days)').fill('7');
  await page.getByRole('button', { name: 'Issue prescription' }).click();
  await expect(
    page.getByText('The prescription was issued and the patient was e-mailed.'),
  ).toBeVisible();
  // The child's record is the child's: the parent's consultations are not in it, and the
  // parent's booking with another doctor is closed to this one.
  const record = await (await page.request.get(`/api/bookings/${bookingId}/record`)).json();
  expect(JSON.stringify(record.history)).not.toContain(other.option.name);
  expect((await page.request.get(`/api/bookings/${parents.insertedId}/record`)).status()).toBe(403);
  await logOut(page);

  // The parent finds it under the child on My Health Record, with the child's name and age.
  await logIn(page, parent);
  await page.goto('/dashboard/health-record');
  await page.getByLabel('Whose record').selectOption({ label: `${childName} (Child)` });
  const issued = prescriptionsOn(page).getByRole('listitem').filter({ hasText: 'Amoxicillin' });
  await expect(issued).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consultations' })).toContainText(diagnosis);
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issued.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', (await download.path())!, '-'], {
    encoding: 'utf8',
  });
  expect(pdfText).toContain(childName);
  expect(pdfText).toContain('8 years');
  expect(pdfText).toContain('Amoxicillin 250 mg (Syrup)');

  // The parent's own record is unchanged: nothing of the child's consultation is in it.
  await page.getByLabel('Whose record').selectOption({ label: 'Myself' });
  await expect(page.getByRole('region', { name: 'Consultations' })).not.toContainText(diagnosis);
  await expect(prescriptionsOn(page)).not.toContainText('Amoxicillin');

  // Removing the child asks first, names the child, and keeps the parent's booking.
  await page.goto('/dashboard/family');
  await page.getByRole('button', { name: `Remove ${childName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${childName}?` });
  await expect(confirm).toContainText('cancelled');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${childName} was removed from your family`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: childName })).toHaveCount(0);
  const parentsAfter = await page.request.get(`/api/bookings/${parents.insertedId}`);
  expect((await parentsAfter.json()).status).toBe('active');
  // The parent's booking frees its day for the specs after this one.
  await page.request.delete(`/api/booking/${parents.insertedId}`, {
    headers: writeHeaders(baseURL!),
  });
});
