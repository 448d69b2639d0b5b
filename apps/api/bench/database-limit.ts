import { bookingInput } from '@sustho/contracts';
import { isNull } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { parseEnv, publicUrl } from '../src/config/env.js';
import type { Database } from '../src/db/client.js';
import { doctors, treatments } from '../src/db/schema.js';
import { changePolicy, subscribeToBookings } from '../src/compose.js';
import { bookingHooks } from '../src/modules/bookings/hooks.js';
import { bookingWithJobsStatement } from '../src/modules/bookings/repository.js';
import { newBooking } from '../src/modules/bookings/book.js';
import { selectPaymentProviders } from '../src/modules/payments/select-provider.js';
import { payableKinds } from '../src/modules/payments/payable.js';
import { paymentsService } from '../src/modules/payments/service.js';
import type { BookingTarget } from './bench-data.js';
import type { Load } from './route-load.js';

const dialect = new PgDialect();

/**
 * The database's limit for bookings: the very statement POST /api/booking sends to book (the
 * booking, its confirmation e-mail and reminder jobs, the patient and doctor held, one commit),
 * sent by a bare postgres.js client with `connections` connections for `seconds`, each time for
 * the next free slot of `targets` and the next patient. No HTTP, no validation, no lookup.
 */
export async function measureDatabaseLimit(
  databaseUrl: string,
  db: Database,
  patients: { id: string; email: string }[],
  nextTarget: () => BookingTarget,
  {
    connections,
    warmUpSeconds,
    seconds,
  }: { connections: number; warmUpSeconds: number; seconds: number },
): Promise<Load & { acknowledged: string[] }> {
  const env = parseEnv({});
  const settings = {
    timeZone: env.CLINIC_TIME_ZONE,
    horizonDays: env.BOOKING_HORIZON_DAYS,
    // The booking statement never asks whether a room is open.
    roomOpen: () => false,
    changes: changePolicy(env),
    paymentHoldMinutes: env.PAYMENT_HOLD_MINUTES,
    followUpDays: env.FOLLOW_UP_DAYS,
  };
  // The same subscribers as the API's, so the statement writes what the API's does.
  const hooks = bookingHooks();
  subscribeToBookings(
    hooks,
    env,
    paymentsService(db, selectPaymentProviders(env, db), publicUrl(env), hooks, payableKinds()),
  );
  const treatmentRows = await db
    .select({
      id: treatments.id,
      name: treatments.name,
      priceCents: treatments.priceCents,
      currency: treatments.currency,
      slotMinutes: treatments.slotMinutes,
    })
    .from(treatments);
  const treatmentByName = new Map(treatmentRows.map((row) => [row.name, row]));
  const doctorRows = await db
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .where(isNull(doctors.deletedAt));
  const doctorById = new Map(doctorRows.map((row) => [row.id, row]));

  const client = postgres(databaseUrl, {
    max: connections,
    onnotice: () => {},
    connection: { application_name: 'sustho-bench-limit', jit: 'off' },
  });
  // As Drizzle sets up its postgres.js client: JSON and time values go to the server as the text
  // they already are.
  const serializers = client.options.serializers as Record<string, (value: unknown) => unknown>;
  for (const type of ['114', '3802', '1082', '1083', '1114', '1184'])
    serializers[type] = (value) => value;
  let next = 0;
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let failures = 0;
  let firstError: unknown;

  async function bookOnce(record: boolean) {
    const target = nextTarget();
    const patient = patients[next++ % patients.length]!;
    const { booking, writes } = newBooking(
      { ...patient, language: 'en' },
      { id: patient.id, memberName: null },
      // What the API reads from the same request body.
      bookingInput.parse({ ...target, patientName: 'Bench Patient', phone: '01712345678' }),
      treatmentByName.get(target.treatmentName)!,
      doctorById.get(target.doctorId)!,
      settings,
      hooks,
    );
    // No barrier: nobody waits for one here (the API's session names one, so its statement sends
    // one more notification).
    const query = dialect.sqlToQuery(bookingWithJobsStatement(booking, writes));
    const started = performance.now();
    try {
      const [row] = await client.unsafe(query.sql, query.params as never[], { prepare: true });
      if (!record) return;
      latencies.push(performance.now() - started);
      if (row?.booked) acknowledged.push(booking.id);
      else failures += 1;
    } catch (error) {
      firstError ??= error;
      if (record) failures += 1;
    }
  }

  async function runFor(durationSeconds: number, record: boolean) {
    const until = performance.now() + durationSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) await bookOnce(record);
      }),
    );
  }

  try {
    await runFor(warmUpSeconds, false);
    await runFor(seconds, true);
  } finally {
    await client.end({ timeout: 5 });
  }
  if (acknowledged.length === 0 && firstError) throw firstError;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0,
    );
  return {
    requestsPerSecond: acknowledged.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    acknowledged,
  };
}
