import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Me, PublicDoctor } from '@sustho/contracts';

/** The embedded demo's accounts (printed at start-up). */
export const DEMO = {
  admin: { email: 'admin@sustho.demo', password: 'demo-admin-2026' },
  patient: { email: 'patient@sustho.demo', password: 'demo-patient-2026' },
  doctor: { email: 'doctor@sustho.demo', password: 'demo-doctor-2026' },
  pharmacist: { email: 'pharmacist@sustho.demo', password: 'demo-pharmacist-2026' },
  lab: { email: 'lab@sustho.demo', password: 'demo-lab-2026' },
};

/** Logs in through the login page and waits for the success toast. */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  from = '/login',
) {
  if (from === '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('successfully logged in')).toBeVisible();
}

/** The demo doctor's public profile (id and the name patients see), read signed in as them. */
export async function demoDoctor(page: Page): Promise<PublicDoctor> {
  await logIn(page, DEMO.doctor);
  const me = (await (await page.request.get('/api/me')).json()) as Me;
  const doctor = await page.request.get(`/api/public/doctors/${me.doctorId}`);
  await logOut(page);
  return (await doctor.json()) as PublicDoctor;
}

export async function logOut(page: Page) {
  await page.getByLabel(/^Account menu for/).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

/** The newest e-mail with this subject the server wrote to its mail folder for this address (the outbox stand-in). */
export async function latestMailTo(
  address: string,
  subject: string,
): Promise<{ subject: string; text: string }> {
  const folder = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        // The folder appears with the first message the mail worker writes.
        if (!existsSync(folder)) return false;
        const files = readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
          .map((entry) => entry.name)
          .sort();
        found = files
          .map(
            (file) =>
              JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {
                to: string;
                subject: string;
                text: string;
              },
          )
          .filter((mail) => mail.to === address && mail.subject === subject)
          .at(-1);
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const firstLink = (text: string) => text.match(/https?:\/\/\S+/)![0];
