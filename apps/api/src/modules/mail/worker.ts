import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { mailRepository } from './repository.js';
import type { MailTransport } from './transport.js';

const BATCH_SIZE = 20;

/** Sends whatever is due in the outbox once; returns how many messages went out. */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<number> {
  const repository = mailRepository(db);
  const due = await repository.claimDue(BATCH_SIZE);
  let sent = 0;
  for (const row of due) {
    try {
      await transport.send({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments,
      });
      await repository.markSent(row.id);
      sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { outboxId: row.id, attempt: row.attempts, reason },
        'Sending an e-mail failed; it will be retried',
      );
      await repository.markFailed(row.id, reason);
    }
  }
  return sent;
}

/** Polls the outbox in the background, one round at a time, until stopped. Returns the stop function. */
export function startMailWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  intervalMs = 1000,
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      round = deliverDueMail(db, transport, log)
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'The mail worker failed a round'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}
