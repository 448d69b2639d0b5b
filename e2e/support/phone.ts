import type { Page } from '@playwright/test';
import { logIn, logOut } from './accounts';

/**
 * Working on a 360 × 740 phone. Signing in and out happens on a wide screen, where the navigation
 * bar shows its links; the dashboard's pages are then reached through the phone's menu.
 */
export const PHONE = { width: 360, height: 740 };
export const WIDE = { width: 1280, height: 800 };

/** Signs in on a wide screen and goes on on the phone. */
export async function logInOnPhone(page: Page, account: { email: string; password: string }) {
  await page.setViewportSize(WIDE);
  await logIn(page, account);
  await page.setViewportSize(PHONE);
}

/** Signs out from a wide screen. */
export async function logOutFromPhone(page: Page) {
  await page.setViewportSize(WIDE);
  await logOut(page);
}

/** Opens a dashboard page through the phone's menu, as a patient or a member of staff finds it. */
export async function openFromDashboardMenu(page: Page, link: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: link, exact: true })
    .click();
}
