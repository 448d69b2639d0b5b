import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Each public page and what shows once it has loaded everything it loads. */
const pages: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    loaded: async (page) => {
      // The contact form loads as the visitor nears it.
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    },
  },
  {
    path: '/about',
    loaded: (page) =>
      expect(page.getByRole('heading', { name: 'How consultations work' })).toBeVisible(),
  },
  {
    path: '/services',
    loaded: (page) =>
      expect(page.getByRole('main').getByRole('link', { name: /^Medical/ })).toBeVisible(),
  },
  { path: '/blogs', loaded: (page) => expect(page.locator('main ol > li').first()).toBeVisible() },
  {
    path: '/doctors',
    loaded: (page) => expect(page.getByText(/^Next available:/).first()).toBeVisible(),
  },
  {
    path: '/verify/ABCDEFGHJKLMNPQRSTUVWXYZ',
    loaded: (page) => expect(page.getByText('No prescription has this code')).toBeVisible(),
  },
  {
    path: '/login',
    // The server's page shows the provider buttons disabled; they are enabled once the app runs and knows the providers.
    loaded: (page) =>
      expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
  },
];

/** Waits for colour transitions to end: axe measures contrast as the page is painted at that moment. */
const transitionsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );

for (const theme of ['light', 'dark'] as const) {
  for (const { path, loaded } of pages) {
    test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto(path);
      await loaded(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // The language switch is enabled once the app has taken over the server's page; its colours
      // change then, so the scan waits for that before it measures contrast.
      await expect(page.getByRole('button', { name: /^(বাংলা|English)$/ })).toBeEnabled();
      await transitionsEnded(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(({ id, nodes }) => ({
          id,
          targets: nodes.map((node) => node.target.join(' ')),
        })),
      ).toEqual([]);
    });
  }
}

test('the landing page has no axe violations on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await pages[0]!.loaded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(({ id, nodes }) => ({
      id,
      targets: nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
});
