import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldMessageIn } from '@sustho/contracts/field-messages';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../src/lib/errors.js';
import { refusalIn } from '../../src/lib/bangla-refusals.js';
import { BOOKING_REFUSALS } from '../../src/modules/payments/booking-payable.js';
import { sandboxDecline } from '../../src/modules/payments/sandbox-cards.js';
import { ORDER_REFUSALS } from '../../src/modules/orders/payable.js';
import { SUBSCRIPTION_REFUSALS } from '../../src/modules/plans/subscription-payable.js';
import { LAB_ORDER_REFUSALS } from '../../src/modules/lab-orders/payable.js';
import { createUser } from '../factories.js';
import { buildTestApp } from '../helper.js';
import { scanRefusals, scanSchemaMessages } from './message-scan.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '../..');
const contractsRoot = path.resolve(here, '../../../../packages/contracts');

const BANGLA_SCRIPT = /[\u0980-\u09FF]/;

/**
 * Refusals whose message is not written at the call: the helpers that pass their parameter on,
 * and messages that come from a function. The texts those functions return are checked below.
 */
const PASSED_ON = [
  'src/lib/errors.ts',
  'src/lib/multipart.ts:readUpload',
  'src/modules/bookings/reschedule.ts:refusedMove',
  'src/modules/consultations/room-access.ts:roomClosed',
  'src/modules/payments/sandbox-provider.ts:confirmCard',
  'src/modules/payments/service.ts:recordPayment',
  'src/modules/payments/service.ts:completeSslcommerzReturn',
  // The payables' refusals (BOOKING_REFUSALS, SUBSCRIPTION_REFUSALS) and their `refusal` texts.
  'src/modules/payments/service.ts:own',
  'src/modules/payments/service.ts:awaitingPayment',
  'src/modules/payments/service.ts:outcome',
  'src/modules/payments/service.ts:oweRefund',
  'src/modules/payments/service.ts:confirmAtGateway',
];
const PASSED_ON_TEXTS = [
  ...Object.values(BOOKING_REFUSALS),
  ...Object.values(SUBSCRIPTION_REFUSALS),
  ...Object.values(ORDER_REFUSALS),
  'This order is cancelled',
  'This order is paid in cash on delivery',
  'This order is already paid',
  'This order was cancelled before the payment arrived, so the payment was refunded',
  'This order was already paid, so this second payment was refunded',
  "Send the prescription as multipart/form-data in the field 'file'",
  "Choose a photo or PDF of the prescription to upload in the field 'file'",
  'The prescription is larger than 10 MB: choose a smaller file',
  ...Object.values(LAB_ORDER_REFUSALS),
  'This lab order is cancelled',
  'This lab order is paid at collection',
  'This lab order is already paid',
  'This lab order was cancelled before the payment arrived, so the payment was refunded',
  'This lab order was already paid, so this second payment was refunded',
  "Send the results as JSON, or as multipart/form-data with the report PDF in the field 'file'",
  "Send the report PDF in the field 'file'",
  "Send one report PDF in the field 'file'",
  'This subscription is cancelled',
  'This subscription is already paid',
  'This payment is for another booking',
  'The card payment has not succeeded (its status is requires_payment_method)',
  "The payment's amount does not match the booking's price",
  "The payment's currency does not match the booking's",
  'This booking was cancelled before the payment arrived, so the payment was refunded',
  'This booking was already paid, so this second payment was refunded',
  ...['4000000000000002', '4000000000009995', '4000000000000127', '4000000000000119', '1'].map(
    (digits) => sandboxDecline(digits)!,
  ),
  'Your card has expired.',
  // A refused reschedule (change-policy.ts and the booking refusals).
  'Only an active booking can be rescheduled',
  'A booking can be rescheduled until 6 hours before it starts',
  'This booking was already rescheduled 2 times, the most allowed',
  'Sorry, the 09:00 AM - 09:30 AM slot on Feb 1, 2026 was just taken. Please choose another slot.',
  'You already have a booking on Feb 1, 2026',
  'You already have an appointment at 09:00 AM - 09:30 AM on Feb 1, 2026',
  // The upload forms' refusals (records and uploads routes), which lib/multipart.ts throws.
  "Send the report as multipart/form-data in the field 'file'",
  "Choose a report to upload in the field 'file'",
  "Send one report in the field 'file'",
  'The report is larger than 10 MB: choose a smaller file',
  "Send the image as multipart/form-data in the field 'image'",
  "Choose an image to upload in the field 'image'",
  'The image is larger than 5 MB: choose a smaller one',
  new TooManyRequestsError(30).message,
  'Something went wrong on our side. Please try again.',
];

/** 'path: X' and 'body: X': a request part and a problem found elsewhere (the input guard's). */
const FIELD_AND_PROBLEM = /^[\w.]+: X$/;

describe('every refusal has its Bangla', () => {
  const refusals = scanRefusals(apiRoot);

  it('finds the refusals in the source', () => {
    expect(refusals.texts.length).toBeGreaterThan(100);
    expect(refusals.texts.map((found) => found.text)).toContain('No booking has this id');
  });

  it('translates every refusal thrown with its message in the source', () => {
    const missing = refusals.texts
      .filter((found) => !FIELD_AND_PROBLEM.test(found.text))
      .filter((found) => !BANGLA_SCRIPT.test(refusalIn(found.text, 'bn')));
    expect(missing).toEqual([]);
  });

  it('knows every refusal whose message comes from elsewhere, and translates those messages', () => {
    const unknown = refusals.unresolved.filter(
      (at) => !PASSED_ON.some((known) => at === known || at.startsWith(`${known}:`)),
    );
    expect(unknown).toEqual([]);
    for (const text of PASSED_ON_TEXTS) expect(refusalIn(text, 'bn')).toMatch(BANGLA_SCRIPT);
  });

  it('translates every message the shared schemas give', () => {
    const schemas = scanSchemaMessages(contractsRoot);
    expect(schemas.texts.length).toBeGreaterThan(50);
    const missing = schemas.texts.filter(
      (found) => !BANGLA_SCRIPT.test(fieldMessageIn(found.text, 'bn')),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the texts a message carries and puts them in the Bangla word order', () => {
    expect(refusalIn("No service is called 'Teeth Orthodontics'", 'bn')).toBe(
      "'Teeth Orthodontics' নামে কোনো সেবা নেই",
    );
    expect(
      refusalIn('body.slot: Dental Care has no slot 09:00 AM - 09:30 AM on Jan 5, 2027', 'bn'),
    ).toBe('body.slot: Jan 5, 2027 তারিখে Dental Care-এর 09:00 AM - 09:30 AM সময়টি নেই');
  });

  it('leaves English untouched', () => {
    expect(refusalIn('No booking has this id', 'en')).toBe('No booking has this id');
  });
});

describe('the API refuses in the asker’s language', async () => {
  const { app } = await buildTestApp();
  const patient = await createUser(app);

  it('answers a Bangla reader (the lang cookie) in Bangla and keeps the status', async () => {
    const response = await app.inject({
      url: `/api/bookings/${randomUUID()}`,
      headers: { ...patient.headers, cookie: 'lang=bn' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('এই id-র কোনো বুকিং নেই');
  });

  it('names the field and says what is wrong with it in Bangla (Accept-Language)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9' },
      payload: { name: 'Rahima', email: 'not-an-address', phone: '01712345678', message: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body.email: সঠিক ইমেইল ঠিকানা হতে হবে');
  });

  it('says what the input guard found wrong in Bangla', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie: 'lang=bn' },
      payload: {
        name: 'Rahima\u0000',
        email: 'r@example.com',
        phone: '01712345678',
        message: 'Hi',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body: এতে NUL অক্ষর (U+0000) থাকতে পারবে না');
  });

  it('answers everyone else in the product’s English', async () => {
    const response = await app.inject({
      url: `/api/bookings/${randomUUID()}`,
      headers: { ...patient.headers, 'accept-language': 'en-GB' },
    });
    expect(response.json().message).toBe('No booking has this id');
  });
});
