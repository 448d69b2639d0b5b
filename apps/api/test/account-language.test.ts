import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema.js';
import { clock } from '../src/lib/clock.js';
import { buildTestApp } from './helper.js';
import { createOption } from './factories.js';

const { app, database } = await buildTestApp();
const origin = 'http://localhost:3000';
afterEach(() => clock.reset());

async function signUp(email: string, language?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { name: 'Rahima <b>Khatun</b>', email, password: 'a-long-password', language },
  });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { response, cookie };
}

const mailTo = async (email: string) =>
  app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);

const languageOf = async (email: string) =>
  (await app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]
    ?.language;

describe("the account's language", () => {
  it('starts as the language signed up in, and the verification e-mail speaks it, as text and as HTML', async () => {
    await signUp('bangla@example.com', 'bn');
    expect(await languageOf('bangla@example.com')).toBe('bn');
    const [verification] = await mailTo('bangla@example.com');
    expect(verification!.subject).toBe('Sustho-র জন্য আপনার ইমেইল নিশ্চিত করুন');
    expect(verification!.text).toContain('প্রিয় Rahima <b>Khatun</b>');
    expect(verification!.html).toContain('<html lang="bn">');
    expect(verification!.html).toContain('Noto Sans Bengali');
    // The name the visitor typed is text in the HTML, never markup.
    expect(verification!.html).toContain('Rahima &lt;b&gt;Khatun&lt;/b&gt;');
    expect(verification!.html).toMatch(
      /<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
    );
  });

  it('is English by default and refuses a language Sustho does not speak', async () => {
    await signUp('english@example.com');
    expect(await languageOf('english@example.com')).toBe('en');
    expect((await mailTo('english@example.com'))[0]!.subject).toBe('Verify your e-mail for Sustho');
    const { response } = await signUp('klingon@example.com', 'tlh');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/language/);
    expect(await languageOf('klingon@example.com')).toBeUndefined();
  });

  it("changes with the switch, and the next e-mail (a booking's confirmation) follows it", async () => {
    const { cookie } = await signUp('switcher@example.com');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin, cookie },
      payload: { language: 'bn' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await languageOf('switcher@example.com')).toBe('bn');

    // 09:00 on Feb 1, 2026 in Dhaka: Feb 10 is a working day inside the booking horizon.
    clock.set('2026-02-01T03:00:00Z');
    const option = await createOption(database.db, { name: 'Dermatology' });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { origin, cookie },
      payload: {
        treatmentName: option.name,
        appointmentDate: 'Feb 10, 2026',
        slot: '09:00 AM - 09:30 AM',
        patientName: 'Rahima Khatun',
        email: 'switcher@example.com',
        phone: '01712345678',
      },
    });
    expect(booked.statusCode).toBe(200);
    const confirmation = (await mailTo('switcher@example.com')).at(-1)!;
    expect(confirmation.subject).toMatch(/^আপনার Sustho অ্যাপয়েন্টমেন্ট: /);
    expect(confirmation.text).toMatch(/তারিখ: [০-৯]+ [^\s]+, [০-৯]{4}/);
    expect(confirmation.html).toContain('<html lang="bn">');
  });
});
