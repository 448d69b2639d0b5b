import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { addDays, type PrescriptionInput } from '@sustho/contracts';
import type { App } from '../../src/app.js';
import { doctors } from '../../src/db/schema.js';
import { clinicNow } from '../../src/lib/clinic-time.js';
import { clock } from '../../src/lib/clock.js';
import { createBooking } from '../factories.js';

/** A small real PDF (made by pdfkit once, kept as bytes), to upload as a report. */
export const SAMPLE_PDF = readFileSync(new URL('./sample-report.pdf', import.meta.url));

/**
 * A one-page PDF written out in ASCII, for sample requests that travel as text (the hostile-input
 * test spoils sample bodies as strings).
 */
export const ASCII_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
    '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

export const twoMedicines: PrescriptionInput = {
  medicines: [
    {
      name: 'Napa',
      strength: '500 mg',
      form: 'Tablet',
      dose: '1+0+1',
      meal: 'after',
      durationDays: 5,
      instructions: 'Stop when the fever is gone',
    },
    {
      name: 'Omeprazole',
      strength: '20 mg',
      form: 'Capsule',
      dose: '1+0+0',
      meal: 'before',
      durationDays: 14,
      instructions: '',
    },
  ],
  investigations: 'CBC',
  advice: 'Drink plenty of water',
  followUpDays: 7,
};

/** A multipart body with one file in `field` (and optional extra fields first). */
export function multipartBody(
  file: { data: Buffer; name: string; type: string },
  fields: Record<string, string> = {},
  field = 'file',
) {
  const boundary = `----sustho${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

// Far from the days other tests book (a week or so around today), at an hour they do not use.
let dayOffset = 200;

/**
 * A booking of the doctor (their own doctor row, found by account) with the patient, on a day of
 * its own so no two bookings of one patient or doctor clash; past days unless `upcoming`. `patient`
 * is the account; `patientId` names one of its family profiles (its own unless told), and
 * `patient.name` is the name on the booking.
 */
export async function bookingBetween(
  app: App,
  doctorUserId: string,
  patient: { id: string; name: string; email: string },
  { upcoming = false, patientId = patient.id } = {},
) {
  const [doctor] = await app.db
    .select({ id: doctors.id, treatmentId: doctors.treatmentId })
    .from(doctors)
    .where(eq(doctors.userId, doctorUserId));
  dayOffset += 1;
  const today = clinicNow(clock.now(), app.env.CLINIC_TIME_ZONE).today;
  return createBooking(app.db, {
    treatmentId: doctor!.treatmentId,
    doctorId: doctor!.id,
    appointmentDate: addDays(today, upcoming ? dayOffset : -dayOffset),
    slotStart: '11:00',
    userId: patient.id,
    patientId,
    patientName: patient.name,
    email: patient.email,
  });
}
