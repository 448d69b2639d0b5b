import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { DEMO, logIn, logOut } from '../support/accounts';
import { fillCard, pickNextWorkingDay, treatmentCard } from '../support/bookings';

const TREATMENT = 'Cardiology Consultation';
const COVERED = 'Covered by your Professional plan';

/**
 * A patient of the test's own: a plan changes what every later booking costs, and the other specs
 * book and pay as the demo patient.
 */
async function signUpPatient(page: Page, baseURL: string, name: string) {
  const account = {
    email: `plans.${Date.now().toString(36)}@example.com`,
    password: 'plans-patient-2026',
  };
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name, ...account },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await page.context().clearCookies();
  await logIn(page, account);
  return account;
}

const myPlanLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'My Plan' });

test('a patient buys Professional with the sandbox card, books a consultation it covers, has 3 of 4 left, cancels it and has 4 of 4 again; an admin refunds the plan', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const name = `Plan Patient ${Date.now().toString(36)}`;
  const account = await signUpPatient(page, baseURL!, name);

  // The landing page's pricing section leads to Professional's checkout.
  await page.goto('/');
  const subscribe = page
    .getByTestId('plan')
    .filter({ has: page.getByRole('heading', { name: 'Professional' }) })
    .getByRole('link', { name: 'Subscribe Now' });
  // Signed in, it leads to the checkout once the page knows who reads it.
  await expect(subscribe).toHaveAttribute(
    'href',
    '/dashboard/plan/checkout?plan=professional&period=monthly',
  );
  await subscribe.click();
  await expect(page).toHaveURL(/\/dashboard\/plan\/checkout\?plan=professional&period=monthly$/);
  await expect(page.getByRole('heading', { name: 'The Professional plan' })).toBeVisible();
  await expect(page.getByText('Your plan starts the day you pay for it.')).toBeVisible();
  await expectNoAxeViolations(page);

  // It is paid on the payment page, as a booking is.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: 'Payment for the Professional plan' }),
  ).toBeVisible();
  await expect(page.getByText('Please pay $8 for the Monthly plan.')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/plan$/);
  await expect(page.getByText('Your plan: Professional')).toBeVisible();
  await expect(page.getByText('Consultations left: 4 of 4')).toBeVisible();

  // A consultation for the account holder: the booking form says the plan pays for it.
  await page.goto('/appointment');
  await pickNextWorkingDay(page);
  await treatmentCard(page, TREATMENT)
    .getByRole('button', { name: /Book Appointment/ })
    .click();
  const dialog = page.getByRole('dialog', { name: TREATMENT });
  await expect(dialog.getByText(COVERED)).toBeVisible();
  await dialog.getByLabel('Phone Number').fill('01712345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Booking confirmed')).toBeVisible();
  // Nothing to pay: straight to its confirmation.
  await expect(page).toHaveURL(/\/dashboard\/appointments\/[0-9a-f-]{36}\/confirmed$/);
  await expect(page.getByText(COVERED)).toBeVisible();

  await page.goto('/dashboard/myAppointment');
  const row = page.getByRole('row', { name: new RegExp(TREATMENT) });
  await expect(row.getByText(COVERED)).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay/ })).toHaveCount(0);

  await myPlanLink(page).click();
  await expect(page.getByText('Consultations left: 3 of 4')).toBeVisible();
  await expect(page.getByTestId('covered-consultation')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Cancelled before it starts: the consultation is given back.
  await page.goto('/dashboard/myAppointment');
  await row.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Booking deleted successfully')).toBeVisible();
  await myPlanLink(page).click();
  await expect(page.getByText('Consultations left: 4 of 4')).toBeVisible();

  // An admin gives the plan's payment back, with a reason; the plan ends.
  await logOut(page);
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/allUsers');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const userRow = page.getByRole('row', { name: new RegExp(account.email) });
  await expect(userRow.getByText(/^Professional until /)).toBeVisible();
  await userRow.getByRole('button', { name: `Refund plan: ${name}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund ${name}'s plan?` });
  await refund.getByLabel('Reason').fill('The patient asked for it back');
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await refund.getByRole('button', { name: 'Refund plan' }).click();
  await expect(page.getByText('The plan was refunded.')).toBeVisible();
  await expect(userRow.getByText('—')).toBeVisible();
});

test('a patient with no plan chooses among the three on My Plan and takes Personal with one press, without paying', async ({
  page,
  baseURL,
}) => {
  await signUpPatient(page, baseURL!, `Personal Patient ${Date.now().toString(36)}`);
  await page.goto('/dashboard/myAppointment');
  await myPlanLink(page).click();
  await expect(page.getByRole('heading', { name: 'My Plan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Choose Personal' }).click();
  await expect(page).toHaveURL(/\/dashboard\/plan\/checkout\?plan=personal&period=monthly$/);
  await expect(page.getByText('Your plan starts today.')).toBeVisible();
  await page.getByRole('button', { name: 'Take Personal' }).click();
  await expect(page.getByText('Your Personal plan is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/plan$/);
  await expect(page.getByText('Your plan: Personal')).toBeVisible();
  await expect(
    page.getByText('40% off the home sample collection fee and the medicine delivery fee.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor's Subscribe Now leads through sign-up back to the plan's checkout", async ({
  page,
}) => {
  await page.goto('/');
  const subscribe = page
    .getByTestId('plan')
    .filter({ has: page.getByRole('heading', { name: 'Enterprise' }) })
    .getByRole('link', { name: 'Subscribe Now' });
  await page.getByRole('button', { name: 'Annually' }).click();
  await subscribe.click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Name').fill('Plan Visitor');
  await page.getByLabel('Email').fill(`visitor.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Password').fill('plans-visitor-2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/plan\/checkout\?plan=enterprise&period=yearly$/);
  await expect(page.getByRole('heading', { name: 'The Enterprise plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annually' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
});
