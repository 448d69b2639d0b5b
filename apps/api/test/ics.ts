import ICAL from 'ical.js';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';

/** An invite as a maintained iCalendar parser (ical.js) reads it. */
export function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('The invite holds no VEVENT');
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate();
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: time('dtstart'),
    end: time('dtend'),
  };
}

/** The latest e-mail to `to` whose subject contains `subject`, with its invite parsed. */
export async function latestMail(db: Database, to: string, subject: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, `%${subject}%`)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`No e-mail to ${to} about '${subject}'`);
  const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'));
  return { ...mail, ics, invite: ics ? parseInvite(ics.content) : null };
}
