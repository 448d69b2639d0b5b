import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The card of one treatment on the appointment page's chosen day. */
export const treatmentCard = (page: Page, treatment: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: treatment }) });

/** The clinic's today on the appointment page's calendar ('YYYY-MM-DD', its data-today cell). */
export async function calendarToday(page: Page): Promise<string> {
  const today = await page
    .getByRole('grid')
    .locator('td[data-today="true"]')
    .getAttribute('data-day');
  return today!;
}

/** Picks `day` ('YYYY-MM-DD') on the appointment page's calendar, a month ahead if need be. */
export async function pickDay(page: Page, day: string) {
  const cell = page.locator(`td[data-day="${day}"]:not([data-outside="true"]) button`);
  if ((await cell.count()) === 0) await page.getByRole('button', { name: /next month/i }).click();
  await cell.click();
}

/** The first working day after `today` (the seeded doctors work Sunday to Thursday). */
export function nextWorkingDay(today: string): string {
  const next = new Date(`${today}T00:00:00Z`);
  do next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() > 4);
  return next.toISOString().slice(0, 10);
}

/** Picks the first working day after today on the appointment page's calendar. */
export async function pickNextWorkingDay(page: Page) {
  await pickDay(page, nextWorkingDay(await calendarToday(page)));
}

/** The JSON messages the server wrote to one of its outbox folders (DATA_DIR/mail or DATA_DIR/sms). */
export function outbox<T>(folder: 'mail' | 'sms'): T[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T);
}

/** Waits until one of the outbox's messages matches, and answers it. */
export async function awaitMessage<T>(folder: 'mail' | 'sms', matches: (message: T) => boolean) {
  let found: T | undefined;
  await expect
    .poll(() => (found = outbox<T>(folder).find(matches)) !== undefined, { timeout: 20_000 })
    .toBe(true);
  return found!;
}
