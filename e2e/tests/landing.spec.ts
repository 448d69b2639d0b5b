import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts';

/** The landing page with every lazily loaded section; the contact form loads as the visitor nears it. */
async function openLanding(page: Page) {
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
}

/** Brings the carousel into view and waits for Embla, which starts when the carousel nears the screen. */
async function carouselReady(page: Page) {
  const viewport = page.getByTestId('carousel-viewport');
  await viewport.scrollIntoViewIfNeeded();
  await expect(viewport.locator('> div')).toHaveAttribute('style', /transform/);
}

/** How many reviews are wholly inside the carousel's visible window. */
function visibleReviews(page: Page) {
  return page.getByTestId('carousel-viewport').evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[data-testid="review"]')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

/** The label of the first review in view, to tell whether the carousel moved. */
function firstVisibleReview(page: Page) {
  return page.getByTestId('carousel-viewport').evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    const slides = [...viewport.querySelectorAll('[data-testid="review"]')];
    return slides
      .find((slide) => Math.abs(slide.getBoundingClientRect().left - box.left) < 30)
      ?.getAttribute('aria-label');
  });
}

test('the landing page shows every section in its order, with its text and links', async ({
  page,
}) => {
  await openLanding(page);
  await expect(page).toHaveTitle('Sustho: online doctor consultation');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Your doctor, online, whenever you need one',
  );
  await expect(main.locator('h2')).toHaveText([
    'Visit or call us',
    'Integrated with pharmacies, labs and payment providers',
    'Trained at the best medical colleges',
    'Skills and Experience',
    'What Kind Of Treatment I Provide',
    'Services We Provide.',
    'Exceptional Service Care',
    'Make an appointment Today',
    'What Our Patients Says',
    'Choose your plan',
    'Stay connected with us',
  ]);

  await expect(main.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(main.getByRole('link', { name: 'Book a Schedule' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(main.getByText('9.00 am to 5.00 pm every day')).toBeVisible();
  await expect(main.getByText(/Saturday to Thursday, 10:00 AM to 7:00 PM, \+880/)).toBeVisible();
  await expect(main.getByText(/Dhaka .*Bangladesh/).first()).toBeVisible();
  await expect(main.getByRole('img', { name: 'MediPath Labs' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Medical Officer' })).toBeVisible();
  await expect(main.getByText('2020 - present')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/appointment',
  );
  await expect(main.getByRole('link', { name: 'Make Appointment' })).toHaveAttribute(
    'href',
    '/appointment',
  );
  await expect(main.getByRole('link', { name: /^Medical/ })).toHaveAttribute(
    'href',
    '/services/Medical',
  );
  // The plans' benefits, as GET /api/plans words them.
  await expect(main.getByText('40% off medicine delivery')).toBeVisible();
  await expect(
    main.getByText('4 free consultations every 30 days, booked or Consult now'),
  ).toBeVisible();
  await expect(main.getByText('Every consultation free, for you and your family')).toBeVisible();
  await expect(main.locator('#contact')).toBeVisible();
});

test('every picture has its size and alt text, and the ones below the first screen load lazily', async ({
  page,
}) => {
  await openLanding(page);
  const images = await page.locator('img').evaluateAll((nodes) =>
    nodes.map((img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
      loading: img.getAttribute('loading'),
    })),
  );
  expect(images.length).toBeGreaterThan(20);
  for (const image of images) {
    expect(image, `${image.src}`).toMatchObject({
      width: expect.any(String),
      height: expect.any(String),
      alt: expect.any(String),
      loading: 'lazy',
    });
  }
});

test('the qualifications alternate their pictures left and right on a wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLanding(page);
  const sides = await page.getByTestId('qualification').evaluateAll((items) =>
    items.map((item) => {
      const picture = item.querySelector('img')!.getBoundingClientRect();
      const text = item.querySelector('h3')!.getBoundingClientRect();
      return picture.left < text.left ? 'left' : 'right';
    }),
  );
  expect(sides).toEqual(['left', 'right', 'left', 'right']);
});

test('the partner logos sit in 6 columns on a large screen and 3 on a medium one', async ({
  page,
}) => {
  const rows = () =>
    page
      .getByRole('img', { name: /Labs|Pharmacy|CarePay|LabLink|Diagnostics|PulsePay/ })
      .evaluateAll(
        (logos) => new Set(logos.map((logo) => Math.round(logo.getBoundingClientRect().top))).size,
      );
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLanding(page);
  expect(await rows()).toBe(1);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await rows()).toBe(2);
});

for (const [width, expected] of [
  [3200, 5],
  [1280, 3],
  [800, 2],
  [400, 1],
] as const) {
  test(`the reviews carousel shows ${expected} at a time ${width} px wide`, async ({ page }) => {
    // Reduced motion switches autoplay off, so the carousel is still while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    await carouselReady(page);
    await expect.poll(() => visibleReviews(page)).toBe(expected);
  });
}

test('the carousel turns with its buttons and arrow keys alone, and pauses while it has focus', async ({
  page,
}) => {
  await openLanding(page);
  const carousel = page.getByRole('region', { name: 'Patient reviews' });
  const track = page.getByTestId('carousel-viewport').locator('> div');
  await carouselReady(page);
  await page.getByRole('button', { name: 'Next review' }).focus();
  await expect(track).toHaveAttribute('aria-live', 'polite');
  // Autoplay may have turned it before the focus arrived: count from wherever it stands.
  const start = Number(/Review (\d+)/.exec((await firstVisibleReview(page)) ?? '')?.[1]);
  const review = (offset: number) => `Review ${((start - 1 + offset + 8) % 8) + 1} of 8`;

  await page.keyboard.press('Enter');
  await expect.poll(() => firstVisibleReview(page)).toBe(review(1));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => firstVisibleReview(page)).toBe(review(2));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => firstVisibleReview(page)).toBe(review(1));
  await page.keyboard.press('Shift+Tab');
  await expect(carousel.getByRole('button', { name: 'Pause the reviews' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(carousel.getByRole('button', { name: 'Previous review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => firstVisibleReview(page)).toBe(review(0));
});

test('the carousel turns by itself, but not while the pointer is over it', async ({ page }) => {
  await openLanding(page);
  await carouselReady(page);
  await page.mouse.move(0, 0);
  await expect.poll(() => firstVisibleReview(page), { timeout: 15_000 }).not.toBe('Review 1 of 8');

  await page.getByTestId('carousel-viewport').hover();
  // A turn already under way when the pointer arrived finishes first; only then must it stay still.
  await page.waitForTimeout(1500);
  await expect.poll(() => firstVisibleReview(page)).not.toBeUndefined();
  const shown = await firstVisibleReview(page);
  await expect(page.getByTestId('carousel-viewport').locator('> div')).toHaveAttribute(
    'aria-live',
    'polite',
  );
  await page.waitForTimeout(7000);
  expect(await firstVisibleReview(page)).toBe(shown);
});

test('the carousel follows a swipe', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  const viewport = page.getByTestId('carousel-viewport');
  await carouselReady(page);
  const box = (await viewport.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 10 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => firstVisibleReview(page)).not.toBe('Review 1 of 8');
});

test('the FAQ opens and closes from the keyboard, one answer at a time', async ({ page }) => {
  await openLanding(page);
  const first = page.locator('summary', { hasText: 'What do we treat?' });
  const firstAnswer = page.getByText(
    'Registration in the app gives you access to our medical services.',
  );
  const fourthAnswer = page.getByText(
    'The platform is available 24/7 and doctors come online at will.',
  );
  await expect(firstAnswer).toBeHidden();

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(firstAnswer).toBeVisible();
  for (let question = 2; question <= 4; question += 1) await page.keyboard.press('Tab');
  await expect(
    page.locator('summary', { hasText: 'When are the doctors available?' }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fourthAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();
  await page.keyboard.press('Space');
  await expect(fourthAnswer).toBeHidden();
  await expect(page.getByText('Only certified MBBS doctors consult.')).toBeHidden();
});

test('the pricing switch shows monthly or yearly prices, a year being ten months', async ({
  page,
}) => {
  await openLanding(page);
  const prices = page.getByTestId('plan-price');
  const monthly = page.getByRole('button', { name: 'Monthly' });
  const annually = page.getByRole('button', { name: 'Annually' });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(prices).toHaveText(['0$', '8$', '19$']);
  await expect(page.getByTestId('plan').first()).toContainText('/mo');

  await annually.click();
  await expect(annually).toHaveAttribute('aria-pressed', 'true');
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  await expect(prices).toHaveText(['0$', '80$', '190$']);
  await expect(page.getByTestId('plan').first()).toContainText('/yr');

  await monthly.focus();
  await page.keyboard.press('Enter');
  await expect(prices).toHaveText(['0$', '8$', '19$']);
});

test("Subscribe Now leads a visitor to sign-up and a signed-in patient to the plan's checkout", async ({
  page,
}) => {
  await openLanding(page);
  const subscribe = page.getByRole('link', { name: 'Subscribe Now' });
  await expect(subscribe).toHaveCount(3);
  await expect(subscribe.first()).toHaveAttribute('href', '/signup');

  await logIn(page, DEMO.patient);
  await openLanding(page);
  await expect(subscribe.first()).toHaveAttribute(
    'href',
    '/dashboard/plan/checkout?plan=personal&period=monthly',
  );
});

test('the contact form names the empty fields, then sends a message, says so and clears', async ({
  page,
}) => {
  await openLanding(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Your Name is required')).toBeVisible();
  await expect(form.getByText('Your Email must be a valid e-mail address')).toBeVisible();
  await expect(form.getByText(/^Your Phone must be a phone number/)).toBeVisible();
  await expect(form.getByText('Your Message is required')).toBeVisible();
  await expect(form.getByLabel('Your Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Your Name').fill('Rahima Akter');
  await expect(form.getByText('Your Name is required')).toBeHidden();
  await form.getByLabel('Your Email').fill('rahima@example.com');
  await form.getByLabel('Your Phone').fill('+880 1712-345678');
  await form.getByLabel('Your Message').fill('Do your doctors consult in Bangla?');
  await expect(form.getByLabel('Your Message')).toHaveAttribute('rows', '6');
  await expect(form.getByLabel('Your Email')).toHaveAttribute('type', 'email');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent. We will get back to you soon.',
  );
  await expect(form.getByLabel('Your Name')).toHaveValue('');
  await expect(form.getByLabel('Your Message')).toHaveValue('');
});

test("the footer's Contact link leads to the contact section from another page", async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Stay connected with us' })).toBeInViewport();
});

test('the footer shows both app store badges beside its app text', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Download our app')).toBeVisible();
  await expect(footer.getByText('Stay fit. All day, every day.')).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
  // Each badge leads to the store link the clinic configured (playwright.config.ts).
  await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/sustho/id0000000000',
  );
  await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=bd.sustho',
  );
});

test('the about page has its title, pictures, text and how consultations work', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About us | Sustho');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /online medical service/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'A doctor talking to a patient on a video call' }),
  ).toBeVisible();
  await expect(page.getByText(/brings verified, certified MBBS doctors/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How consultations work' })).toBeVisible();
  await expect(page.getByRole('main').locator('ol > li')).toHaveCount(4);
});

test('the theme toggle and the mobile menu work from the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  // The button is disabled, and so not focusable, until the app has taken over the page.
  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Space');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByLabel('Open menu').focus();
  await page.keyboard.press('Enter');
  const blogs = page.getByRole('link', { name: 'Blogs' });
  await expect(blogs).toBeVisible();
  const focused = () => blogs.evaluate((link) => link === document.activeElement);
  for (let press = 0; press < 10 && !(await focused()); press += 1)
    await page.keyboard.press('Tab');
  await expect(blogs).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blogs$/);
});
