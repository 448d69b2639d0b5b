import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { outbox, pickNextWorkingDay, treatmentCard } from '../support/bookings';

const TREATMENT = 'Stress and Anxiety Counselling';

test('a booking inside the reminder window gets its reminder in both outboxes, with the room link', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  await page.goto('/appointment');
  await pickNextWorkingDay(page);
  await treatmentCard(page, TREATMENT)
    .getByRole('button', { name: /Book Appointment/ })
    .click();
  const dialog = page.getByRole('dialog', { name: TREATMENT });
  // Written the local way; it is stored and texted as +8801812345678.
  await dialog.getByLabel('Phone Number').fill('01812345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  let reminder: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      () =>
        (reminder = outbox<{ to: string; subject: string; text: string }>('mail').find(
          (mail) =>
            mail.to === DEMO.patient.email &&
            mail.subject.startsWith(`Reminder: your ${TREATMENT}`),
        )) !== undefined,
      { timeout: 20_000 },
    )
    .toBe(true);
  const room = /\/consultation\/[0-9a-f-]{36}/.exec(reminder!.text)?.[0];
  expect(room).toBeTruthy();
  await expect
    .poll(
      () =>
        outbox<{ to: string; text: string }>('sms').some(
          (sms) => sms.to === '+8801812345678' && sms.text.includes(room!),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});
