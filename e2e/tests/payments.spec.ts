import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day `days` ahead, as the API writes days ('Jan 5, 2030'); far enough that no time zone matters. */
/** The first working day (Sunday to Thursday, when the seeded doctors work) `days` or more ahead. */
function dayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() > 4) day.setUTCDate(day.getUTCDate() + 1);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/**
 * Books the first free slot of a priced treatment on a day for the signed-in patient, through the
 * API with the app's own access token. Each test uses its own day, so the one-a-day rule never bites.
 */
async function book(page: Page, appointmentDate: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const options = await (
    await page.request.get(`/api/appointmentOptions?date=${encodeURIComponent(appointmentDate)}`)
  ).json();
  const option = (options as { name: string; price: number; slots: string[] }[]).find(
    (candidate) => candidate.price > 0 && candidate.slots.length > 0,
  )!;
  const response = await page.request.post('/api/booking', {
    headers,
    data: {
      appointmentDate,
      treatmentName: option.name,
      patientName: 'Demo Patient',
      slot: option.slots[0],
      email: DEMO.patient.email,
      phone: '01712345678',
      price: option.price,
    },
  });
  const result = await response.json();
  expect(result.acknowledged).toBe(true);
  return {
    id: result.insertedId as string,
    treatment: option.name,
    price: option.price,
    slot: option.slots[0]!,
    headers,
  };
}

/** The booking's row in My Appointments. */
async function appointmentRow(page: Page, booking: { treatment: string }, appointmentDate: string) {
  await page.goto('/dashboard/myAppointment');
  return page
    .getByRole('row')
    .filter({ hasText: booking.treatment })
    .filter({ hasText: appointmentDate });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test('a patient books, pays with 4242 4242 4242 4242 in the sandbox, and My Appointments shows Paid', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const appointmentDate = dayAhead(20);
  const booking = await book(page, appointmentDate);

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
  const booking = await book(page, appointmentDate);

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

for (const theme of ['light', 'dark'] as const) {
  test(`the payment form with a card error has no axe violations in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await logIn(page, DEMO.patient);
    const booking = await book(page, dayAhead(theme === 'light' ? 34 : 41));
    await page.goto(`/dashboard/payment/${booking.id}`);
    await fillCard(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Your card has insufficient funds.')).toBeVisible();
    await page.getByLabel('CVC').fill('1');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(({ id, nodes }) => ({
        id,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
  });
}
