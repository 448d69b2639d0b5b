import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, logIn } from '../support/accounts';
import { appointmentRow, bookByApi, dayAhead, fillCard } from '../support/bookings';

test('a patient books, pays with 4242 4242 4242 4242 in the sandbox, and My Appointments shows Paid', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const appointmentDate = dayAhead(20);
  const booking = await bookByApi(page, appointmentDate);

  await (
    await appointmentRow(page, booking, appointmentDate)
  )
    .getByRole('link', { name: 'Pay' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${booking.id}$`));
  await expect(
    page.getByRole('heading', { name: `Payment for ${booking.treatment}` }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Please pay $${booking.price} for your appointment on ${appointmentDate} at ${booking.slot}`,
    ),
  ).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  // Paid: the booking's confirmation page shows the payment's success (decision 040).
  await expect(page).toHaveURL(new RegExp(`/dashboard/appointments/${booking.id}/confirmed$`));
  await expect(page.getByText('Congrats! your payment completed')).toBeVisible();
  await expect(page.getByText('Your transactionId:')).toContainText(/pi_\w+/);

  await expect(
    (await appointmentRow(page, booking, appointmentDate)).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await page.goto(`/dashboard/payment/${booking.id}`);
  await expect(page.getByText('This appointment is paid.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
});

test('a declined card shows the decline message in red and the booking stays unpaid', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  // A week after the other test's day, so the two never land on the same working day.
  const appointmentDate = dayAhead(27);
  const booking = await bookByApi(page, appointmentDate);

  await page.goto(`/dashboard/payment/${booking.id}`);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay' }).click();
  const message = page.getByText('Your card was declined.');
  await expect(message).toBeVisible();
  await expect(message).toHaveClass(/text-error/);
  await expect(page.getByText('Congrats! your payment completed')).toHaveCount(0);

  const stored = await (
    await page.request.get(`/api/bookings/${booking.id}`, { headers: booking.headers })
  ).json();
  expect(stored.paid).toBe(false);
  await expect(
    (await appointmentRow(page, booking, appointmentDate)).getByRole('link', { name: 'Pay' }),
  ).toBeVisible();
});

test('the payment form with a card error has no axe violations', async ({ page }) => {
  await logIn(page, DEMO.patient);
  const booking = await bookByApi(page, dayAhead(34));
  await page.goto(`/dashboard/payment/${booking.id}`);
  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();
  await page.getByLabel('CVC').fill('1');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
  await expectNoAxeViolations(page);
});
