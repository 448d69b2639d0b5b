import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { enqueueJobs } from '../jobs/index.js';
import { enqueuePushes } from '../push/index.js';
import { onDemandJob } from './jobs.js';
import { offerPush } from './messages.js';
import { onDemandRepository, type LocalWindow } from './repository.js';
import { offerMs, type OnDemandSettings } from './settings.js';

/** How many waiting requests one round looks at: far more than doctors ever online at once. */
const ROUND_SIZE = 500;

/** 'YYYY-MM-DD HH:MM' on the clinic's wall clock, `minutes` after the day's midnight. */
function wallClock(today: string, minutes: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, minutes))
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

/** The clinic's wall-clock time a consultation of `slotMinutes` starting now would take. */
export function windowFromNow(now: Date, slotMinutes: number, timeZone: string): LocalWindow {
  const { today, minutes } = clinicNow(now, timeZone);
  return { start: wallClock(today, minutes), end: wallClock(today, minutes + slotMinutes) };
}

/**
 * Offers a treatment's waiting requests, longest waiting first, to its free online doctors, free
 * longest first, skipping a doctor who declined that request (services.md §3). One round runs at
 * a time per treatment across every process (an advisory lock); the database holds the rules
 * whatever runs: an offer is a conditional update of a waiting request, and a doctor holds one
 * offer or consultation at most (on_demand_one_per_doctor). Each offer queues the job that ends it
 * when its countdown runs out, and a 'New patient waiting' push to the doctor. Answers the
 * requests offered.
 */
export async function dispatchRound(
  db: Database,
  treatmentId: string,
  settings: OnDemandSettings,
): Promise<string[]> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const repository = onDemandRepository(tx);
    await repository.lockQueue(treatmentId);
    await repository.finishEnded(treatmentId, now);
    const waiting = await repository.listWaiting(treatmentId, ROUND_SIZE);
    if (waiting.length === 0) return [];
    const slotMinutes = await repository.slotMinutesOf(treatmentId);
    if (slotMinutes === null) return [];
    const window = windowFromNow(now, slotMinutes, settings.timeZone);
    const free = await repository.listFreeDoctors(
      treatmentId,
      now,
      settings.presenceSeconds,
      window,
    );
    const pairs: { bookingId: string; doctorId: string }[] = [];
    for (const request of waiting) {
      if (free.length === 0) break;
      const index = free.findIndex((doctor) => !doctor.declined.has(request.bookingId));
      if (index < 0) continue;
      const [doctor] = free.splice(index, 1);
      pairs.push({ bookingId: request.bookingId, doctorId: doctor!.doctorId });
    }
    // Every offer in one statement, their jobs in another and the doctors' pushes in a third: a
    // round holds the queue's lock for the same few round trips whether it makes one offer or
    // fifty (npm run bench's Consult now).
    const expiresAt = new Date(now.getTime() + offerMs(settings));
    const offered = await repository.offerAll(pairs, expiresAt);
    await enqueueJobs(
      tx,
      offered.map(({ bookingId }) => onDemandJob(bookingId, 'offer', expiresAt)),
    );
    await enqueuePushes(
      tx,
      offered.flatMap(({ bookingId, doctorUserId }) =>
        doctorUserId
          ? [
              {
                userId: doctorUserId,
                message: offerPush(settings.offerSeconds),
                key: `push:on-demand-offer:${bookingId}:${expiresAt.toISOString()}`,
              },
            ]
          : [],
      ),
    );
    return offered.map(({ bookingId }) => bookingId);
  });
}

/**
 * Runs dispatch rounds in this process when asked, one at a time per treatment: a request while
 * a round runs asks for one more after it, so a burst of payments costs two rounds, not a
 * hundred. Failures are logged; the next wake-up, heartbeat or job tries again.
 */
export function dispatcher(db: Database, settings: OnDemandSettings, log: FastifyBaseLogger) {
  const running = new Map<string, { again: boolean; done: Promise<void> }>();

  function dispatch(treatmentId: string): Promise<void> {
    const current = running.get(treatmentId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      do {
        entry.again = false;
        try {
          await dispatchRound(db, treatmentId, settings);
        } catch (error) {
          log.warn({ err: error, treatmentId }, 'A Consult now dispatch round failed');
        }
      } while (entry.again);
      running.delete(treatmentId);
    })();
    running.set(treatmentId, entry);
    return entry.done;
  }

  return {
    dispatch,
    /** Waits for every round under way (at shutdown, and in tests). */
    async settled() {
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

export type Dispatcher = ReturnType<typeof dispatcher>;
