import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, formatWireDate, type LabOrder } from '@sustho/contracts';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, demoDoctor, logIn, logOut } from '../support/accounts';
import { awaitMessage, clinicToday, nextWorkingDay } from '../support/bookings';
import { logInOnPhone, logOutFromPhone, openFromDashboardMenu } from '../support/phone';
import { bookDemoDoctor, issuePrescription, openRecordFromAgenda } from '../support/prescriptions';

// Issue 32's 'Done when': from the investigations a doctor advises to the result in the record.
// The patient and the lab technician work on a phone (support/phone.ts); the doctor and the admin
// on a wide screen.

const PATIENT_NAME = 'Lab Patient';
/** The phone the collector calls at the door, which the result's SMS goes to as well. */
const COLLECTION_PHONE = { typed: '01812345678', sms: '+8801812345678' };
const TESTS = 'Complete Blood Count (CBC), HbA1c';
/** A morning slot of the collection hours (LAB_COLLECTION_HOURS, 07:00-19:00 by default). */
const MORNING_SLOT = '08:00 AM - 08:30 AM';

/** Normal values for a woman of 36 (the demo patient's health details), and an HbA1c above 5.6 %. */
const RESULTS: [label: string, value: string][] = [
  ['Haemoglobin (g/dL)', '13.1'],
  ['White blood cells (WBC) (×10⁹/L)', '7.4'],
  ['Platelets (×10⁹/L)', '260'],
  ['Red blood cells (RBC) (×10¹²/L)', '4.6'],
  ['Haematocrit (PCV) (%)', '40'],
  ['MCV (fL)', '88'],
  ['Neutrophils (%)', '58'],
  ['Lymphocytes (%)', '32'],
  ['HbA1c (%)', '7.2'],
];

/** A row of a 'Test results' table by the value it names. */
const resultRow = (results: Locator, value: string) =>
  results.getByRole('row').filter({ has: results.page().getByRole('rowheader', { name: value }) });

/** Reads 'Test results' on the page as the viewer must: HbA1c flagged 'High', the CBC unflagged. */
async function expectHighHbA1c(page: Page) {
  const results = page.getByRole('region', { name: 'Test results' });
  const hba1c = resultRow(results, 'HbA1c');
  await expect(hba1c).toContainText('7.2 %');
  await expect(hba1c).toContainText('High');
  await expect(hba1c).toContainText('4–5.6 %');
  await expect(resultRow(results, 'Haemoglobin')).toContainText('13.1 g/dL');
  await expect(results.getByText('High', { exact: true })).toHaveCount(1);
  await expect(results.getByText('Low', { exact: true })).toHaveCount(0);
  return results;
}

test('the doctor advises CBC and HbA1c; the patient books a home collection for tomorrow morning; the lab releases a high HbA1c the patient and the doctor read, and an admin cannot', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The consultation on a working day weeks ahead that no other spec books for the demo patient;
  // the collection tomorrow on the clinic's calendar, whose morning is always still to come.
  const consultationDay = nextWorkingDay(addDays(clinicToday(), 36));
  const tomorrow = addDays(clinicToday(), 1);
  const doctor = await demoDoctor(page);

  const bookingId = await bookDemoDoctor(page, {
    doctor,
    day: consultationDay,
    patientName: PATIENT_NAME,
  });
  await issuePrescription(page, {
    day: consultationDay,
    patientName: PATIENT_NAME,
    diagnosis: 'Type 2 diabetes mellitus',
    medicines: [
      { name: 'Metformin', strength: '500 mg', form: 'Tablet', dose: '1+0+1', durationDays: 30 },
    ],
    investigations: 'CBC, HbA1c',
  });

  // The patient books the advised tests from the prescription in My Health Record.
  await logInOnPhone(page, DEMO.patient);
  await openFromDashboardMenu(page, 'My Health Record');
  await page
    .getByRole('region', { name: 'Prescriptions' })
    .getByRole('listitem')
    .filter({ hasText: 'Metformin 500 mg' })
    .first()
    .getByRole('link', { name: 'Book these tests' })
    .click();
  await expect(page).toHaveURL(/\/lab-tests\/book\?prescriptionId=/);
  await expect(page.getByText('The tests your doctor advised are chosen below.')).toBeVisible();
  const chosen = page.getByRole('region', { name: 'Tests', exact: true }).getByRole('listitem');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.nth(0)).toContainText('Complete Blood Count (CBC)');
  await expect(chosen.nth(1)).toContainText('HbA1c');

  await page.getByRole('radio', { name: /^Home sample collection/ }).check();
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(tomorrow);
  const slots = page.getByRole('group', {
    name: `Collection times on ${formatWireDate(tomorrow)}`,
  });
  await slots.getByRole('radio', { name: new RegExp(`^${MORNING_SLOT}`) }).check();
  await page.getByLabel('Name', { exact: true }).fill(PATIENT_NAME);
  await page.getByLabel('Phone', { exact: true }).fill(COLLECTION_PHONE.typed);
  await page.getByLabel('House and road').fill('House 7, Road 3, Sector 4');
  await page.getByLabel('Area', { exact: true }).fill('Uttara');
  await page.getByLabel('District', { exact: true }).selectOption('Dhaka');
  await page.getByRole('radio', { name: 'Pay at collection' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Book these tests' }).click();

  // My Tests shows it booked, at home tomorrow morning, to be paid at the door.
  await expect(page).toHaveURL(/\/dashboard\/my-lab-orders$/);
  await expect(page.getByText('Your tests are booked.')).toBeVisible();
  const order = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: TESTS }) })
    .first();
  await expect(order).toContainText('Booked');
  await expect(order).toContainText(
    `Home collection, ${formatWireDate(tomorrow)}, ${MORNING_SLOT}`,
  );
  await expect(order).toContainText('Pay at collection');
  await expectNoAxeViolations(page);
  const placed = ((await (await page.request.get('/api/lab-orders')).json()) as LabOrder[]).find(
    (one) => one.collection.date === tomorrow && one.collection.address?.area === 'Uttara',
  )!;
  expect(placed.prescriptionId).toBeTruthy();
  await logOutFromPhone(page);

  // The lab technician works tomorrow's list: collects the sample, enters the values, releases.
  await logInOnPhone(page, DEMO.lab);
  await openFromDashboardMenu(page, 'Lab orders');
  await page.getByLabel('Day', { exact: true }).fill(tomorrow);
  const queued = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: placed.patientName }) })
    .filter({ hasText: 'Uttara' });
  await expect(queued).toContainText(TESTS);
  await expect(queued).toContainText(COLLECTION_PHONE.typed);
  await expect(page.getByRole('heading', { name: MORNING_SLOT, level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await queued.getByRole('button', { name: 'Sample collected' }).click();
  await expect(page.getByText('The sample is marked collected.')).toBeVisible();
  await queued.getByRole('button', { name: 'Enter results' }).click();
  const form = queued.getByRole('form', { name: `Results: ${TESTS}` });
  for (const [label, value] of RESULTS) await form.getByLabel(label, { exact: true }).fill(value);
  // Read against the range as it is typed.
  await expect(form.getByText('High', { exact: true })).toHaveCount(1);
  await form.getByRole('button', { name: 'Release results' }).click();
  await expect(page.getByText('The results are released to the patient.')).toBeVisible();
  await expect(queued).toContainText('Result ready');
  await logOutFromPhone(page);

  // The patient is texted at the collection phone, and reads the result flagged in the record.
  const sms = await awaitMessage<{ to: string; text: string }>(
    'sms',
    (message) =>
      message.to === COLLECTION_PHONE.sms && /Your .*HbA1c.* result is ready/.test(message.text),
  );
  expect(sms.text).toContain(`Your ${TESTS} result is ready`);
  await logInOnPhone(page, DEMO.patient);
  await openFromDashboardMenu(page, 'My Tests');
  await expect(order).toContainText('Result ready');
  await order.getByRole('link', { name: 'See results' }).click();
  await expect(page).toHaveURL(/\/dashboard\/health-record#test-results$/);
  await expectHighHbA1c(page);
  await expectNoAxeViolations(page);
  // In Bangla the flag reads so too. The language switch sits in the header's menu on a phone.
  await page.locator('header button[lang="bn"]').dispatchEvent('click');
  await expect(page.getByRole('region', { name: 'পরীক্ষার ফলাফল' })).toContainText('বেশি');
  await page.locator('header button[lang="en"]').dispatchEvent('click');
  await expect(page.getByRole('region', { name: 'Test results' })).toBeVisible();
  // The account keeps the language it chose: English is saved before signing out.
  await page.waitForLoadState('networkidle');
  await logOutFromPhone(page);

  // The doctor who advised them reads the result in the consultation's record.
  await logIn(page, DEMO.doctor);
  await openRecordFromAgenda(page, consultationDay, PATIENT_NAME);
  await expect(page).toHaveURL(new RegExp(`/dashboard/agenda/${bookingId}/record$`));
  await expectHighHbA1c(page);
  await logOut(page);

  // An admin cannot open it.
  await logIn(page, DEMO.admin);
  const refused = await page.request.get(`/api/patients/${placed.patientId}/test-results`);
  expect(refused.status()).toBe(403);
  await logOut(page);
});
