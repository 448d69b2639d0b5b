import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { smsOutbox, users, verifications } from '../src/db/schema.js';
import { createUser } from './factories.js';
import { buildTestApp } from './helper.js';

/** Issue 33: a patient proves a phone on Profile, then signs in with an SMS code (decision 055). */
const { app } = await buildTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: '8',
  SMS_DAILY_CAP_PER_NUMBER: '4',
});
const ORIGIN = 'http://localhost:3000';

let addresses = 0;
/** Each caller its own address, so the per-address limit is only met where a test means it. */
const nextAddress = () => {
  addresses += 1;
  return `10.33.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

let numbers = 0;
/** A fresh Bangladeshi mobile number, written as people type it. */
const nextNumber = () => {
  numbers += 1;
  return `0171${String(numbers).padStart(7, '0')}`;
};
const stored = (written: string) => `+88${written}`;

const post = (
  path: string,
  payload: Record<string, unknown>,
  options: { cookie?: string; ip?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.ip ?? nextAddress(),
    payload,
  });

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** The SMS queued for a number, oldest first. */
const smsTo = (phone: string) =>
  app.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(smsOutbox.createdAt);

const lastCode = async (phone: string) => {
  const texts = await smsTo(phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
};

/** A patient signed in with a password, as on Profile. */
async function signedInPatient(language: 'en' | 'bn' = 'en') {
  const { user, headers } = await createUser(app);
  await app.db.update(users).set({ language }).where(eq(users.id, user.id));
  const signIn = await post('/sign-in/email', {
    email: user.email,
    password: 'correct-horse-battery',
  });
  expect(signIn.statusCode).toBe(200);
  return { user, headers, cookie: cookieOf(signIn) };
}

/** A patient whose phone is proved, as Profile leaves it. */
async function patientWithVerifiedPhone(language: 'en' | 'bn' = 'en') {
  const patient = await signedInPatient(language);
  const written = nextNumber();
  expect((await post('/phone-number/send-otp', { phoneNumber: written }, patient)).json()).toEqual({
    message: 'code sent',
  });
  const verified = await post(
    '/phone-number/verify',
    { phoneNumber: written, code: await lastCode(stored(written)), updatePhoneNumber: true },
    patient,
  );
  expect(verified.statusCode).toBe(200);
  return { ...patient, written, phone: stored(written) };
}

describe('proving a phone on Profile', () => {
  it('sends a six-digit code in the account language and stores the number in its one form', async () => {
    const { user, phone } = await patientWithVerifiedPhone('bn');
    const [sms] = await smsTo(phone);
    expect(sms!.text).toMatch(/^সুস্থ: আপনার কোড \d{6}। কোডটি ৫ মিনিট কাজ করবে।/);
    const [row] = await app.db
      .select({ phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ phoneNumber: phone, verified: true });
  });

  it('cannot set a phone without its code', async () => {
    const patient = await signedInPatient();
    const refused = await post('/update-user', { phoneNumber: stored(nextNumber()) }, patient);
    expect(refused.statusCode).toBe(400);
  });

  it('is for patients: staff get no SMS and a 403', async () => {
    const { user } = await createUser(app, { role: 'pharmacist' });
    const signIn = await post('/sign-in/email', {
      email: user.email,
      password: 'correct-horse-battery',
    });
    const staff = { cookie: cookieOf(signIn) };
    const written = nextNumber();
    expect((await post('/phone-number/send-otp', { phoneNumber: written }, staff)).statusCode).toBe(
      200,
    );
    expect(await smsTo(stored(written))).toEqual([]);
    const refused = await post(
      '/phone-number/verify',
      { phoneNumber: written, code: '123456', updatePhoneNumber: true },
      staff,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PATIENTS_ONLY');
  });

  it('refuses a number no SMS could reach', async () => {
    const patient = await signedInPatient();
    const refused = await post('/phone-number/send-otp', { phoneNumber: '01212345678' }, patient);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_PHONE_NUMBER');
  });
});

describe('signing in with an SMS code', () => {
  it('signs in to the account whose phone it is, however the number is written', async () => {
    const { user, written, phone } = await patientWithVerifiedPhone();
    const sent = await post('/phone-number/send-otp', { phoneNumber: `+88${written}` });
    expect(sent.json()).toEqual({ message: 'code sent' });
    expect(await smsTo(phone)).toHaveLength(2);
    const signedIn = await post('/phone-number/verify', {
      phoneNumber: `88${written}`,
      code: await lastCode(phone),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(user.email);
    const session = await app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: cookieOf(signedIn) },
    });
    expect(session.json().user.id).toBe(user.id);
    // The code is spent.
    const again = await post('/phone-number/verify', { phoneNumber: written, code: '000000' });
    expect(again.statusCode).toBe(400);
  });

  it('allows five wrong codes, then drops the code so even the right one fails', async () => {
    const { written, phone } = await patientWithVerifiedPhone();
    await post('/phone-number/send-otp', { phoneNumber: written });
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await post('/phone-number/verify', { phoneNumber: written, code: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('INVALID_OTP');
    }
    const locked = await post('/phone-number/verify', { phoneNumber: written, code });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await post('/phone-number/verify', { phoneNumber: written, code })).json().code).toBe(
      'OTP_NOT_FOUND',
    );
  });

  it('refuses a code older than PHONE_CODE_MINUTES', async () => {
    const { written, phone } = await patientWithVerifiedPhone();
    await post('/phone-number/send-otp', { phoneNumber: written });
    const code = await lastCode(phone);
    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `phone-number-otp-${phone}`));
    const expired = await post('/phone-number/verify', { phoneNumber: written, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OTP_EXPIRED');
  });

  it('answers an unknown number as a known one, sends it nothing and never signs in', async () => {
    const known = await patientWithVerifiedPhone();
    const unknown = nextNumber();
    const toKnown = await post('/phone-number/send-otp', { phoneNumber: known.written });
    const toUnknown = await post('/phone-number/send-otp', { phoneNumber: unknown });
    expect([toUnknown.statusCode, toUnknown.json()]).toEqual([toKnown.statusCode, toKnown.json()]);
    expect(await smsTo(stored(unknown))).toEqual([]);
    // A code stored for it exists (as for any number), but none it could be given ever matches.
    const [storedCode] = await app.db
      .select({ value: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, `phone-number-otp-${stored(unknown)}`));
    const guessed = await post('/phone-number/verify', {
      phoneNumber: unknown,
      code: storedCode!.value.split(':')[0],
    });
    const wrongForKnown = await post('/phone-number/verify', {
      phoneNumber: known.written,
      code: 'abcdef',
    });
    expect([guessed.statusCode, guessed.json().code]).toEqual([
      wrongForKnown.statusCode,
      wrongForKnown.json().code,
    ]);
    expect(guessed.cookies).toEqual([]);
  });

  it('sends nothing for a phone that was typed on a booking but never proved', async () => {
    const written = nextNumber();
    await post('/phone-number/send-otp', { phoneNumber: written });
    expect(await smsTo(stored(written))).toEqual([]);
  });

  it('is for patients: a patient promoted to staff gets no SMS and cannot sign in by code', async () => {
    const { user, written, phone } = await patientWithVerifiedPhone();
    await app.db.update(users).set({ role: 'doctor' }).where(eq(users.id, user.id));
    await post('/phone-number/send-otp', { phoneNumber: written });
    expect(await smsTo(phone)).toHaveLength(1);
    const refused = await post('/phone-number/verify', {
      phoneNumber: written,
      code: await lastCode(phone),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('frees the number: no more codes to it, nor sign-in with it', async () => {
    const { user, headers, written, phone } = await patientWithVerifiedPhone();
    const deleted = await app.inject({ method: 'DELETE', url: '/api/profile', headers });
    expect(deleted.statusCode).toBeLessThan(300);
    const [row] = await app.db
      .select({ phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ phoneNumber: null, verified: false });
    // Deleting the account removed its SMS (personal data); none comes after it.
    await post('/phone-number/send-otp', { phoneNumber: written });
    expect(await smsTo(phone)).toEqual([]);
  });
});

describe('the limits', () => {
  it('limits one number across addresses, and one address across numbers', async () => {
    const { written } = await patientWithVerifiedPhone();
    // Proving the phone was the first of AUTH_RATE_LIMIT_PER_MINUTE (8) sends for this number.
    for (let attempt = 0; attempt < 7; attempt += 1)
      expect((await post('/phone-number/send-otp', { phoneNumber: written })).statusCode).toBe(200);
    const refused = await post('/phone-number/send-otp', { phoneNumber: `+88${written}` });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const ip = nextAddress();
    for (let attempt = 0; attempt < 8; attempt += 1)
      await post('/phone-number/verify', { phoneNumber: nextNumber(), code: '123456' }, { ip });
    const fromIp = await post(
      '/phone-number/verify',
      { phoneNumber: nextNumber(), code: '123456' },
      { ip },
    );
    expect(fromIp.statusCode).toBe(429);
  });

  it("stops sending once the number's SMS daily cap is spent, with the same answer", async () => {
    const { written, phone } = await patientWithVerifiedPhone();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post('/phone-number/send-otp', { phoneNumber: written })).json()).toEqual({
        message: 'code sent',
      });
    // One for proving the phone and three sign-in codes: SMS_DAILY_CAP_PER_NUMBER is 4.
    expect(await smsTo(phone)).toHaveLength(4);
  });
});
