import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

const PHONE = { width: 360, height: 740 };
/** Issue 34: from the chosen doctor to the confirmation page in at most this many taps. */
const MAX_TAPS = 6;

/** The words the flow is driven by, in each language, as the patient reads them. */
const WORDS = {
  en: {
    switchTo: null,
    nextSlots: /^Free slots of /,
    date: 'Date',
    phone: 'Phone Number',
    submit: 'Submit',
    confirmed: 'Booking confirmed',
    cardNumber: 'Card number',
    pay: 'Pay',
    heading: 'Your appointment is booked',
    paid: 'Congrats! your payment completed',
    addToCalendar: 'Add to calendar',
    back: 'Back to My Appointments',
  },
  bn: {
    switchTo: 'বাংলা',
    nextSlots: /খালি সময়$/,
    date: 'তারিখ',
    phone: 'ফোন নম্বর',
    submit: 'জমা দিন',
    confirmed: 'বুকিং নিশ্চিত হয়েছে',
    cardNumber: 'কার্ড নম্বর',
    pay: 'পেমেন্ট করুন',
    heading: 'আপনার অ্যাপয়েন্টমেন্ট বুক হয়েছে',
    paid: 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে',
    addToCalendar: 'ক্যালেন্ডারে যোগ করুন',
    back: 'আমার অ্যাপয়েন্টমেন্টে ফিরে যান',
  },
} as const;

/**
 * Every visible element that reaches past the viewport's left or right edge, described by tag,
 * classes and text, so a failure names what sticks out.
 */
async function elementsWiderThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.checkVisibility({ opacityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // A 1 px box is the visually hidden pattern (sr-only): nothing of it is painted.
        const painted = box.width > 1 || box.height > 1;
        return painted && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(
            element.textContent ?? ''
          ).slice(0, 40)}`,
      ),
  );
}

async function expectNothingWiderThanThePhone(page: Page) {
  expect(await elementsWiderThanViewport(page), page.url()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

for (const language of ['en', 'bn'] as const) {
  test(`on a 360 px phone (${language}), a new patient books a chosen doctor, pays and reaches the confirmation in at most ${MAX_TAPS} taps`, async ({
    browser,
    baseURL,
  }) => {
    const words = WORDS[language];
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    let taps = 0;
    /** A tap of the patient's finger: counted, then pressed. */
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };

    const email = `phone.${language}.${Date.now()}@example.com`;
    const signedUp = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseURL! },
      data: { name: 'Nasima Begum', email, password: 'a-long-password' },
    });
    expect(signedUp.ok()).toBe(true);

    await page.goto('/doctors');
    if (words.switchTo) {
      await page.getByRole('button', { name: words.switchTo, exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    // The doctor is chosen: the first card offering its next free slots.
    const card = page
      .locator('li.card')
      .filter({ has: page.getByRole('group', { name: words.nextSlots }) })
      .first();
    const slots = card.getByRole('group', { name: words.nextSlots });
    await expect(slots).toBeVisible();
    const doctorName = (await card.getByRole('heading').textContent())!.trim();
    const slotButton = slots.getByRole('button').first();
    const slotText = (await slotButton.textContent())!.trim();
    await expectNothingWiderThanThePhone(page);

    expect((await slotButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await tap(slotButton);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const dateText = await dialog.getByLabel(words.date).inputValue();
    await expectNothingWiderThanThePhone(page);
    await tap(dialog.getByLabel(words.phone));
    await page.keyboard.type('01712345678');
    await tap(dialog.getByRole('button', { name: words.submit }));
    await expect(page.getByText(words.confirmed)).toBeVisible();

    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    const pay = page.getByRole('button', { name: words.pay, exact: true });
    await expect(pay).toBeEnabled();
    await expectNothingWiderThanThePhone(page);
    const payBox = (await pay.boundingBox())!;
    expect(payBox.height).toBeGreaterThanOrEqual(44);
    // Full width: as wide as the card form it sits in.
    const formBox = (await pay.locator('xpath=ancestor::form').boundingBox())!;
    expect(payBox.width).toBeGreaterThanOrEqual(formBox.width - 1);
    // The phone keyboard's 'next' key moves between the card fields: no tap needed.
    await tap(page.getByLabel(words.cardNumber));
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/34');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await tap(pay);

    await expect(page).toHaveURL(/\/dashboard\/appointments\/[0-9a-f-]{36}\/confirmed$/);
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
    const payment = page.getByRole('status').filter({ hasText: words.paid });
    await expect(payment).toContainText(/pi_\w+/);
    const facts = page.locator('dl');
    await expect(facts).toContainText(doctorName);
    await expect(facts).toContainText(dateText);
    await expect(facts).toContainText(slotText);
    await expect(page.getByRole('link', { name: words.addToCalendar })).toBeVisible();
    await expect(page.getByRole('link', { name: words.back })).toBeVisible();
    for (const link of [words.addToCalendar, words.back]) {
      const box = (await page.getByRole('link', { name: link }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expectNothingWiderThanThePhone(page);
    // The confirmation is reached only through this flow: scanned here, in both languages and
    // themes (the helper switches them itself, so one pass is enough).
    if (language === 'en') await expectNoAxeViolations(page);

    console.log(`Taps after choosing the doctor (${language}): ${taps}`);
    expect(taps).toBeLessThanOrEqual(MAX_TAPS);
    await context.close();
  });
}
