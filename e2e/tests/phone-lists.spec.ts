import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';
import { bookByApi, dayAhead } from '../support/bookings';

// A patient's, an admin's and a doctor's lists on a 360 × 740 phone: one card per row, buttons a
// thumb can hit, and nothing that makes the page scroll sideways (decision 041).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Every visible element that reaches past the viewport's right edge, by tag, class and text. */
async function expectNothingWiderThanTheViewport(page: Page) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls to ${document.documentElement.scrollWidth} px`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      // A closed drawer waits off-screen on purpose; what is inside it is not on the page.
      if (element.closest('.drawer-side')) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)} px): ${element.textContent?.trim().slice(0, 40)}`,
      );
    }
    return found;
  });
  expect(overflowing).toEqual([]);
}

/** The heights of the visible buttons and button-like links within `scope`. */
async function buttonHeights(scope: Locator) {
  return scope.locator('button:visible, a.btn:visible').evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      height: element.getBoundingClientRect().height,
    })),
  );
}

test('My Appointments shows each booking as a card whose buttons are at least 44 px tall', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  const booking = await bookByApi(page, dayAhead(47));
  await page.goto('/dashboard/myAppointment');
  const list = page.getByRole('region', { name: 'My Appointments' });
  await expect(
    list.getByRole('link', { name: `Pay for ${booking.treatment} on ${dayAhead(47)}` }),
  ).toBeVisible();
  await expect(
    list.getByRole('button', { name: `Reschedule ${booking.treatment} on ${dayAhead(47)}` }),
  ).toBeVisible();
  await expect(
    list.getByRole('button', { name: `Delete ${booking.treatment} on ${dayAhead(47)}` }),
  ).toBeVisible();
  // The desktop table's header row is not shown: each row is a card of labelled lines.
  await expect(list.getByRole('columnheader', { name: 'Treatment' })).toBeHidden();

  // Every button on the page, the dashboard's and the waitlist's too.
  const heights = await buttonHeights(page.getByRole('main'));
  expect(heights.length).toBeGreaterThanOrEqual(3);
  for (const button of heights)
    expect(button.height, `'${button.name}' is ${button.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  await expectNothingWiderThanTheViewport(page);

  // The full-width buttons span the card.
  const pay = await list
    .getByRole('link', { name: `Pay for ${booking.treatment} on ${dayAhead(47)}` })
    .boundingBox();
  expect(pay!.width).toBeGreaterThan(360 * 0.6);
});

test('My Health Record fits the phone', async ({ page }) => {
  await logIn(page, DEMO.patient);
  await page.goto('/dashboard/health-record');
  await expect(page.getByRole('heading', { name: 'My Health Record', level: 1 })).toBeVisible();
  await expectNothingWiderThanTheViewport(page);
});

test("All Users and Manage Doctors fit the phone, with the admin's buttons in reach", async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  await page.goto('/dashboard/allUsers');
  const users = page.getByRole('region', { name: /All Users/ });
  await expect(users.getByRole('button', { name: `Make Admin: Demo Patient` })).toBeVisible();
  for (const button of await buttonHeights(users.getByRole('table')))
    expect(button.height, `'${button.name}' is ${button.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  await expectNothingWiderThanTheViewport(page);

  await page.goto('/dashboard/manageDoctors');
  await expect(page.getByRole('button', { name: /^Delete: / }).first()).toBeVisible();
  for (const button of await buttonHeights(page.getByRole('table')))
    expect(button.height, `'${button.name}' is ${button.height} px tall`).toBeGreaterThanOrEqual(
      44,
    );
  await expectNothingWiderThanTheViewport(page);
});

test('My Agenda fits the phone', async ({ page }) => {
  await logIn(page, DEMO.doctor);
  await page.goto('/dashboard/agenda');
  await expect(page.getByRole('heading', { name: 'My Agenda', level: 1 })).toBeVisible();
  await expectNothingWiderThanTheViewport(page);
});
