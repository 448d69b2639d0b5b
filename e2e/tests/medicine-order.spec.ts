import { expect, test } from '@playwright/test';
import { addDays } from '@sustho/contracts';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, demoDoctor } from '../support/accounts';
import { awaitMessage } from '../support/bookings';
import { logInOnPhone, logOutFromPhone, openFromDashboardMenu } from '../support/phone';
import { bookDemoDoctor, issuePrescription } from '../support/prescriptions';

// Issue 31's 'Done when': from the doctor's prescription to the door. The patient and the
// pharmacist work on a phone (support/phone.ts); the doctor on a wide screen.

/**
 * The delivery phone, which every step is texted to: a number of this spec's own, since the demo
 * patient's number also gets the other specs' reminders and a number gets 10 SMS a clinic day
 * (SMS_DAILY_CAP_PER_NUMBER).
 */
const DELIVERY_PHONE = { typed: '01912345678', sms: '+8801912345678' };

/** A Monday weeks ahead, when the demo doctor works and no other spec books the demo patient. */
function mondayAhead(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 24);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

test('the patient orders a prescription with cash on delivery; the pharmacist delivers it step by step while the timeline follows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const day = mondayAhead();
  const doctor = await demoDoctor(page);

  // The patient books the demo doctor, who prescribes an antibiotic and paracetamol.
  await bookDemoDoctor(page, { doctor, day, patientName: 'Order Patient' });
  await issuePrescription(page, {
    day,
    patientName: 'Order Patient',
    diagnosis: 'Tonsillitis',
    medicines: [
      { name: 'Azithromycin', strength: '500 mg', form: 'Tablet', dose: '1+0+0', durationDays: 3 },
      { name: 'Paracetamol', strength: '500 mg', form: 'Tablet', dose: '1+1+1', durationDays: 3 },
    ],
  });

  // The patient orders from it: the cart fills, cheapest brand first.
  await logInOnPhone(page, DEMO.patient);
  await openFromDashboardMenu(page, 'My Health Record');
  await page
    .getByRole('region', { name: 'Prescriptions' })
    .getByRole('listitem')
    .filter({ hasText: 'Azithromycin 500 mg' })
    .first()
    .getByRole('button', { name: /^Order medicines of / })
    .click();
  await expect(page).toHaveURL(/\/pharmacy\/checkout$/);
  const cart = page.getByRole('region', { name: 'Your cart' });
  const antibioticLine = cart.getByRole('listitem').filter({ hasText: 'Azithromycin' });
  const antibioticQuantity = antibioticLine.getByRole('spinbutton');
  await expect(antibioticQuantity).toHaveValue('3');
  await expect(
    cart.getByRole('listitem').filter({ hasText: 'Paracetamol' }).getByRole('spinbutton'),
  ).toHaveValue('9');

  await page.getByLabel('Phone').fill(DELIVERY_PHONE.typed);
  await page.getByLabel('House, road').fill('House 12, Road 5');
  await page.getByLabel('Area').fill('Dhanmondi');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Cash on delivery').check();
  await expect(page.getByText(/^Delivery is free for orders of/)).toBeVisible();
  await expectNoAxeViolations(page);

  // More of the antibiotic than prescribed is refused, next to its line, with the reason.
  await antibioticQuantity.fill('10');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(antibioticLine.getByRole('alert')).toContainText(/^Cannot order: /);
  await antibioticQuantity.fill('3');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-orders\?placed=/);
  await expect(page.getByText('Your order is placed. Pay in cash when it arrives.')).toBeVisible();
  const order = page.getByRole('article', { name: /^Order of / }).first();
  await expect(order.locator('[aria-current="step"]')).toContainText('Placed');
  await expectNoAxeViolations(page);
  await logOutFromPhone(page);

  // The pharmacist works it from the queue, one step at a time.
  await logInOnPhone(page, DEMO.pharmacist);
  await openFromDashboardMenu(page, 'Orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const queued = page.getByRole('article').filter({ hasText: 'Dhanmondi' }).last();
  // Each step is texted to the delivery address's phone.
  for (const [step, state, sms] of [
    ['Confirm', 'Confirmed', 'A pharmacist confirmed your order.'],
    ['Packed', 'Packed', 'Your order is packed.'],
    ['Out for delivery', 'Out for delivery', 'Your order is out for delivery.'],
    ['Delivered', 'Delivered', 'Your order was delivered.'],
  ] as const) {
    await queued.getByRole('button', { name: step, exact: true }).click();
    await expect(page.getByText(`The order is now: ${state}.`)).toBeVisible();
    await expect(queued.getByText(state, { exact: true }).first()).toBeVisible();
    await awaitMessage<{ to: string; text: string }>(
      'sms',
      (message) => message.to === DELIVERY_PHONE.sms && message.text.includes(sms),
    );
  }
  await expectNoAxeViolations(page);
  await logOutFromPhone(page);

  // The patient sees the whole timeline.
  await logInOnPhone(page, DEMO.patient);
  await openFromDashboardMenu(page, 'My Orders');
  await expect(order.locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
