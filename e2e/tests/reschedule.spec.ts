import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, latestMailTo, logIn } from '../support/accounts';
import {
  appointmentRow,
  bookByApi,
  payByApi,
  pickCalendarDay,
  workingDayAhead,
} from '../support/bookings';

test('a patient moves a paid booking to another day, it stays Paid, and deleting it says the payment will be refunded', async ({
  page,
}) => {
  // A narrow phone screen, used by keyboard where it matters.
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, DEMO.patient);
  // Days no other spec books for the demo patient.
  // `from` is at most 17 days ahead (15, moved past a weekend), so 18 or more is another day.
  const from = workingDayAhead(15);
  const to = workingDayAhead(18);
  const booking = await bookByApi(page, from.wire);
  await payByApi(page, booking.id);

  const row = await appointmentRow(page, booking, from.wire);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row
    .getByRole('button', { name: `Reschedule ${booking.treatment} on ${from.wire}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Reschedule ${booking.treatment}` });
  await expect(dialog.getByText(`Now: ${from.wire}, ${booking.slot}`)).toBeVisible();
  await expect(dialog.getByText('Your payment stays with the appointment.')).toBeVisible();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await pickCalendarDay(dialog, to.iso);
  await expect(dialog.getByText(`You selected ${to.wire}`)).toBeVisible();
  await dialog.getByLabel('Doctor').selectOption({ label: 'Any available doctor' });
  const slot = dialog.getByLabel('New time');
  await slot.focus();
  await page.keyboard.press('ArrowDown');
  const newSlot = (await slot.locator('option:checked').textContent())!;
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Your appointment was moved to ${to.wire}, ${newSlot}.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const moved = page
    .getByRole('row')
    .filter({ hasText: booking.treatment })
    .filter({ hasText: to.wire });
  await expect(moved.getByText(newSlot)).toBeVisible();
  await expect(moved.getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: booking.treatment }).filter({ hasText: from.wire }),
  ).toHaveCount(0);
  const mail = await latestMailTo(
    DEMO.patient.email,
    `Your Sustho appointment was moved: ${booking.treatment} on ${to.wire} at ${newSlot}`,
  );
  expect(mail.text).toContain('stays with this appointment.');

  await moved.getByRole('button', { name: `Delete ${booking.treatment} on ${to.wire}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(confirm.getByText('If you delete. It cannot be undone.')).toBeVisible();
  await expect(
    confirm.getByText(`Your payment of $${booking.price} will be refunded.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking deleted successfully')).toBeVisible();
  await expect(moved.getByText('Refunded')).toBeVisible();
  await expect(moved.getByText('Cancelled')).toBeVisible();
});
