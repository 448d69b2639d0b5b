import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';

/**
 * The taka clinic (CURRENCY=BDT, SSLCommerz against the local stub of its sandbox; both started by
 * playwright.config.ts): a patient pays on the gateway's hosted page and cancels for a refund.
 */
const BDT_URL = `http://127.0.0.1:${process.env.E2E_BDT_PORT}`;
const SSLCOMMERZ_URL = `http://127.0.0.1:${process.env.E2E_SSLCOMMERZ_PORT}`;
test.use({ baseURL: BDT_URL });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The first working day (Sunday to Thursday, when the seeded doctors work) `days` or more ahead. */
function dayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() > 4) day.setUTCDate(day.getUTCDate() + 1);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** Books the first free slot of a priced treatment on the day, through the API as the app does. */
async function book(page: Page, appointmentDate: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const options = (await (
    await page.request.get(`/api/appointmentOptions?date=${encodeURIComponent(appointmentDate)}`)
  ).json()) as { name: string; price: number; currency: string; slots: string[] }[];
  const option = options.find((candidate) => candidate.price > 0 && candidate.slots.length > 0)!;
  expect(option.currency).toBe('BDT');
  const response = await page.request.post('/api/booking', {
    headers,
    data: {
      appointmentDate,
      treatmentName: option.name,
      patientName: 'Demo Patient',
      slot: option.slots[0],
      email: DEMO.patient.email,
      phone: '01712345678',
    },
  });
  const result = await response.json();
  expect(result.acknowledged).toBe(true);
  return {
    id: result.insertedId as string,
    treatment: option.name,
    price: option.price,
    slot: option.slots[0]!,
  };
}

const takaLabel = (amount: number) => `৳${amount.toLocaleString('en-US')}`;

async function appointmentRow(page: Page, treatment: string, appointmentDate: string) {
  await page.goto('/dashboard/myAppointment');
  return page.getByRole('row').filter({ hasText: treatment }).filter({ hasText: appointmentDate });
}

test('a patient pays in taka on the SSLCommerz page, sees Paid, and cancelling refunds through the gateway', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const appointmentDate = dayAhead(22);
  const booking = await book(page, appointmentDate);

  await (
    await appointmentRow(page, booking.treatment, appointmentDate)
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
  const booking = await book(page, appointmentDate);
  await page.goto(`/dashboard/payment/${booking.id}`);
  await page.getByRole('button', { name: 'Pay with SSLCommerz' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${BDT_URL}/dashboard/payment/${booking.id}?sslcommerz=cancelled`);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the payment, so nothing was charged. You can pay whenever you are ready.',
  );
  await expect(page.getByRole('button', { name: 'Pay with SSLCommerz' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
});
