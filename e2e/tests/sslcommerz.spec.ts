import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, logIn } from '../support/accounts';
import { appointmentRow, bookByApi, dayAhead } from '../support/bookings';

/**
 * The taka clinic (CURRENCY=BDT, SSLCommerz against the local stub of its sandbox; both started by
 * playwright.config.ts): a patient pays on the gateway's hosted page and cancels for a refund.
 */
const BDT_URL = `http://127.0.0.1:${process.env.E2E_BDT_PORT}`;
const SSLCOMMERZ_URL = `http://127.0.0.1:${process.env.E2E_SSLCOMMERZ_PORT}`;
test.use({ baseURL: BDT_URL });

const takaLabel = (amount: number) => `৳${amount.toLocaleString('en-US')}`;

test('a patient pays in taka on the SSLCommerz page, sees Paid, and cancelling refunds through the gateway', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const appointmentDate = dayAhead(22);
  const booking = await bookByApi(page, appointmentDate);

  await (
    await appointmentRow(page, booking, appointmentDate)
  )
    .getByRole('link', { name: 'Pay' })
    .click();
  await expect(
    page.getByText(
      `Please pay ${takaLabel(booking.price)} for your appointment on ${appointmentDate} at ${booking.slot}`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay with SSLCommerz' }).click();

  // The gateway's hosted page (the stub's), which posts back to the success URL and sends the IPN.
  await expect(page).toHaveURL(new RegExp(`^${SSLCOMMERZ_URL}/gwprocess/v4/gw.php`));
  await expect(page.getByText(`Amount: ${booking.price}.00 BDT`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  await expect(page).toHaveURL(`${BDT_URL}/dashboard/myAppointment`);
  const row = page
    .getByRole('row')
    .filter({ hasText: booking.treatment })
    .filter({ hasText: appointmentDate });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  const refunds = (await (await page.request.get(`${SSLCOMMERZ_URL}/__stub/refunds`)).json()) as {
    refund_amount: string;
  }[];
  expect(refunds.map((refund) => refund.refund_amount)).toContain(`${booking.price}.00`);
});

test('a patient who cancels on the gateway page comes back to the payment page, still unpaid', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const appointmentDate = dayAhead(29);
  const booking = await bookByApi(page, appointmentDate);
  await page.goto(`/dashboard/payment/${booking.id}`);
  await page.getByRole('button', { name: 'Pay with SSLCommerz' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${BDT_URL}/dashboard/payment/${booking.id}?sslcommerz=cancelled`);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the payment, so nothing was charged. You can pay whenever you are ready.',
  );
  await expect(page.getByRole('button', { name: 'Pay with SSLCommerz' })).toBeVisible();
  await expectNoAxeViolations(page);
});
