import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Rules axe leaves off unless asked ('experimental'), which the pages must pass as well:
 * label-content-name-mismatch is WCAG 2.5.3, a control's name contains the text it shows, so a
 * speech-input user reaches it by saying what they see (issue 26, finding 14).
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

const LANGUAGES = ['en', 'bn'] as const;
const THEMES = ['light', 'dark'] as const;
type Language = (typeof LANGUAGES)[number];
type Theme = (typeof THEMES)[number];

/**
 * Switches the page's language with the navigation bar's switch, which the app renders in every
 * page. The event is dispatched rather than clicked, so it also reaches the switch behind an open
 * modal (the state under test, a dialog with its errors, stays as it is). Settles once the texts
 * have changed and nothing is loading: the other language's texts, the server's words and, when
 * signed in, the account's saved choice, so two quick switches never save out of order.
 */
async function switchLanguage(page: Page, language: Language) {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === language) return;
  const button = page.locator(`header button[lang="${language}"]`);
  await expect(button).toBeEnabled();
  await button.dispatchEvent('click');
  await expect(html).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
}

/**
 * Sets the theme the way the toggle does (the page's data-theme attribute, which the app follows),
 * without storing it, so the test's own choice of theme comes back on the next load.
 */
async function setTheme(page: Page, theme: Theme) {
  await page.evaluate(
    (chosen) => document.documentElement.setAttribute('data-theme', chosen),
    theme,
  );
  // axe measures contrast as the page is painted at that moment: colour transitions must end.
  // One on an element that is not drawn (the closed avatar menu's list) never runs, so it never
  // ends either, and is left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          !(animation instanceof CSSTransition) ||
          !(animation.effect as KeyframeEffect | null)?.target?.checkVisibility(),
      ),
  );
}

/**
 * The page as it stands has no axe violations, the experimental rules above included, in English
 * and Bangla and in the light and dark themes. The page is left in the language and theme it had.
 * `include` narrows the scan to part of the page (an open dialog).
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Four scans and three switches: more than a test's usual time on a busy machine.
  test.info().setTimeout(test.info().timeout + 60_000);
  const html = page.locator('html');
  const startLanguage = ((await html.getAttribute('lang')) ?? 'en') as Language;
  const startTheme = ((await html.getAttribute('data-theme')) ?? 'light') as Theme;
  const found: { language: Language; theme: Theme; id: string; targets: string[] }[] = [];
  // A toast fades out after five seconds, maybe in the middle of a scan, which would then measure
  // its text part-way faded: the scans wait for the page's toasts to have gone. A toast's colours
  // are the toaster's own, dark on white in either theme.
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  for (const language of [startLanguage, ...LANGUAGES.filter((one) => one !== startLanguage)]) {
    await switchLanguage(page, language);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      const builder = new AxeBuilder({ page }).options({
        rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
      });
      const { violations } = await (include ? builder.include(include) : builder).analyze();
      for (const { id, nodes } of violations)
        found.push({ language, theme, id, targets: nodes.map((node) => node.target.join(' ')) });
    }
  }
  await switchLanguage(page, startLanguage);
  await setTheme(page, startTheme);
  expect(found).toEqual([]);
}
