import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';

const TREATMENT = 'Stress and Anxiety Counselling';

/** The first working day after today (the seeded doctors work Sunday to Thursday). */
async function pickNextWorkingDay(page: Page) {
  const today = await page
    .getByRole('grid')
    .locator('td[data-today="true"]')
    .getAttribute('data-day');
  const next = new Date(`${today}T00:00:00Z`);
  do next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() > 4);
  const day = page.locator(
    `td[data-day="${next.toISOString().slice(0, 10)}"]:not([data-outside="true"]) button`,
  );
  if ((await day.count()) === 0) await page.getByRole('button', { name: /next month/i }).click();
  await day.click();
}

/** The JSON messages the server wrote to one of its outbox folders (DATA_DIR/mail or DATA_DIR/sms). */
function outbox<T>(folder: 'mail' | 'sms'): T[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T);
}

test('a booking inside the reminder window gets its reminder in both outboxes, with the room link', async ({
  page,
}) => {
  await logIn(page, DEMO.patient);
  await page.goto('/appointment');
  await pickNextWorkingDay(page);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: TREATMENT }) })
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
