import { expect, test, type Page } from '@playwright/test';
import { formatWireDate } from '@sustho/contracts';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, logIn } from '../support/accounts';
import { clockedClinic, nextInDhaka } from '../support/api-servers';
import {
  calendarDay,
  clinicToday,
  nextFriday,
  nextWorkingDay,
  pickNextWorkingDay,
  treatmentCard,
} from '../support/bookings';

const TREATMENT = 'Cardiology Consultation';
const FIRST_SLOT = '09:00 AM - 09:30 AM';
const SECOND_SLOT = '09:30 AM - 10:00 AM';

/** Picks the first working day after today and returns it as the page shows it ('Dec 1, 2026'). */
async function pickDayShown(page: Page): Promise<string> {
  await pickNextWorkingDay(page);
  const selected = await page.getByText(/^You selected /).textContent();
  return selected!.replace('You selected ', '');
}

async function book(page: Page, slot: string) {
  await treatmentCard(page, TREATMENT)
    .getByRole('button', { name: /Book Appointment/ })
    .click();
  const dialog = page.getByRole('dialog', { name: TREATMENT });
  await dialog.getByLabel('Time slot').selectOption(slot);
  await dialog.getByLabel('Phone Number').fill('01712345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

test('the appointment calendar disables the days nobody works and says why', async ({ page }) => {
  await page.goto('/appointment');
  const closed = await calendarDay(page, nextFriday(clinicToday()));
  await expect(closed).toBeDisabled();
  await expect(closed).toHaveAccessibleName(/, day off, unavailable$/);
  await expect(await calendarDay(page, nextWorkingDay(clinicToday()))).toBeEnabled();
});

test('a visitor who is not signed in is offered a Login link that comes back to the appointment page', async ({
  page,
}) => {
  await page.goto('/appointment');
  // Today's slots may all have started: a working day ahead always offers some.
  await pickNextWorkingDay(page);
  await treatmentCard(page, TREATMENT)
    .getByRole('button', { name: /Book Appointment/ })
    .click();
  const dialog = page.getByRole('dialog', { name: TREATMENT });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO.patient, 'here');
  await expect(page).toHaveURL(/\/appointment$/);
});

test('a patient books a slot, is refused a second one that day, sees it in My Appointments, deletes it, and the slot is offered again', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  await page.goto('/appointment');
  const day = await pickDayShown(page);
  const cardiology = treatmentCard(page, TREATMENT);
  await expect(cardiology.getByText(FIRST_SLOT)).toBeVisible();
  const spacesBefore = Number(
    (await cardiology.getByText(/spaces? available/).textContent())!.split(' ')[0],
  );

  await book(page, FIRST_SLOT);
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  // A priced booking goes on to its payment page (decision 040); back to the day to book again.
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await page.goBack();
  await pickNextWorkingDay(page);
  await expect(cardiology.getByText(`${spacesBefore - 1} spaces available`)).toBeVisible();
  await expect(cardiology.getByText(SECOND_SLOT)).toBeVisible();
  await cardiology.getByRole('button', { name: /Book Appointment/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: TREATMENT })
      .getByLabel('Time slot')
      .locator('option', { hasText: FIRST_SLOT }),
  ).toHaveCount(0);
  await page
    .getByRole('dialog', { name: TREATMENT })
    .getByRole('button', { name: 'Close' })
    .click();

  await book(page, SECOND_SLOT);
  await expect(page.getByText(`You already have a booking on ${day}`)).toBeVisible();

  await page.goto('/dashboard/myAppointment');
  const row = page.getByRole('row', { name: new RegExp(TREATMENT) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: day, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: FIRST_SLOT, exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay/ })).toHaveAttribute(
    'href',
    /\/dashboard\/payment\/[0-9a-f-]{36}$/,
  );
  await row.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(confirm.getByText('If you delete. It cannot be undone.')).toBeVisible();
  // It names the appointment and what happens to its (unpaid) payment.
  await expect(
    confirm.getByText(new RegExp(`^${TREATMENT} with .+ on ${day} at ${FIRST_SLOT}$`)),
  ).toBeVisible();
  await expect(confirm.getByText('You have not paid for it, so nothing is charged.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep appointment' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/appointment');
  await pickNextWorkingDay(page);
  await expect(cardiology.getByText(FIRST_SLOT)).toBeVisible();
  await expect(cardiology.getByText(`${spacesBefore} spaces available`)).toBeVisible();
});

test('the appointment page, its booking modal and My Appointments have no axe violations', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  await page.goto('/appointment');
  await pickNextWorkingDay(page);
  await expect(treatmentCard(page, TREATMENT).getByText(FIRST_SLOT)).toBeVisible();
  await expectNoAxeViolations(page);

  await treatmentCard(page, TREATMENT)
    .getByRole('button', { name: /Book Appointment/ })
    .click();
  const dialog = page.getByRole('dialog', { name: TREATMENT });
  // The form starts from the last booking's phone: emptied, so Submit shows the field's error.
  await dialog.getByLabel('Phone Number').fill('');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(/Phone Number must be a phone number/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await book(page, FIRST_SLOT);
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await page.goto('/dashboard/myAppointment');
  const row = page.getByRole('row', { name: new RegExp(TREATMENT) });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Booking deleted successfully')).toBeVisible();
});

test('on a Thursday evening, when every slot of today has started, the appointment page opens on the next day with a free slot', async ({
  browser,
}) => {
  test.slow();
  // 6.00 pm in Dhaka: the seeded doctors' day ended at 5.00 pm, and nobody works on Friday or Saturday.
  const thursday = nextInDhaka(4, 18);
  const clinic = await clockedClinic(browser, thursday);
  try {
    const { page } = clinic;
    await page.goto('/appointment');
    const sunday = new Date(thursday.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const date = formatWireDate(sunday);
    await expect(page.getByText(`You selected ${date}`)).toBeVisible();
    await expect(treatmentCard(page, TREATMENT).getByText(FIRST_SLOT)).toBeVisible();
    await expect(
      treatmentCard(page, TREATMENT).getByRole('button', { name: /Book Appointment/ }),
    ).toBeEnabled();
  } finally {
    await clinic.close();
  }
});
