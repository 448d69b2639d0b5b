import { createHmac } from 'node:crypto';
import {
  CHAT_MESSAGES_PER_ROOM,
  timeRangeLabel,
  type ChatMessage,
  type ConsultationRole,
  type ConsultationRoom,
  type IceServers,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Bus } from '../../lib/bus.js';
import type { AuthUser } from '../auth/index.js';
import { consultationPatientOf } from '../records/index.js';
import { consultationsRepository } from './repository.js';
import { roomAccess } from './room-access.js';
import type { RoomHours } from './room-window.js';
import { roomChannel, type RoomEvent } from './room-events.js';

export interface IceSettings {
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's static-auth-secret (`use-auth-secret`): TURN REST credentials are derived from it. */
  turnSecret?: string;
}

/**
 * TURN REST credentials (the scheme coturn's `use-auth-secret` checks): the username carries its
 * expiry in Unix seconds, the credential is the HMAC-SHA1 of the username under the shared secret.
 * No TURN account is stored anywhere, and a credential is useless once it expires.
 */
export function turnCredentials(secret: string, id: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${id}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The chat of a room holds CHAT_MESSAGES_PER_ROOM messages at most (decision 034). */
const chatFull = () =>
  new AppError(
    409,
    `This chat is full: it holds at most ${CHAT_MESSAGES_PER_ROOM} messages`,
    'chat_full',
  );

const toChatMessage = (row: {
  id: string;
  from: 'patient' | 'doctor';
  text: string;
  sentAt: Date;
}): ChatMessage => ({ ...row, sentAt: row.sentAt.toISOString() });

/** Consultation rooms (docs/product/consultation.md): the room's state, its chat and the ICE servers for its call. */
export function consultationsService(db: Database, hours: RoomHours, bus: Bus, ice: IceSettings) {
  const access = roomAccess(db, hours);
  const publish = (bookingId: string, event: RoomEvent) =>
    bus.publish(roomChannel(bookingId), event);

  return {
    /** Who may enter, for the signalling socket too (signalling.ts). */
    access,

    /**
     * GET /consultations/{id}: the room as the page shows it, to its two parties at any time,
     * with who the consultation is for (a child's with their guardian, services.md §2).
     */
    async room(caller: AuthUser, bookingId: string): Promise<ConsultationRoom> {
      const { booking, role, status, window } = await access.roomOf(caller, bookingId);
      return {
        bookingId: booking.id,
        kind: booking.kind,
        role,
        status,
        date: booking.appointmentDate,
        slot: timeRangeLabel(booking.slotStart, booking.slotEnd),
        startsAt: window.startsAt.toISOString(),
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
        treatmentName: booking.treatmentName,
        doctorName: booking.doctorName,
        patientName: booking.patientName,
        patient: await consultationPatientOf(db, booking, hours.timeZone),
        paymentRequired: status === 'unpaid',
        prescriptionReady: booking.prescribed,
      };
    },

    /** A page of the chat: the newest, or the one before the message `before`. */
    async messages(caller: AuthUser, bookingId: string, before?: string): Promise<ChatMessage[]> {
      await access.enter(caller, bookingId);
      return (await consultationsRepository(db).listMessages(bookingId, before)).map(toChatMessage);
    },

    /**
     * Stores a chat message, then shows it live to both parties wherever they are connected. A
     * room's chat holds CHAT_MESSAGES_PER_ROOM messages; the one past it is refused.
     */
    async sendMessage(caller: AuthUser, bookingId: string, text: string): Promise<ChatMessage> {
      const { role } = await access.enter(caller, bookingId);
      const stored = await consultationsRepository(db).insertMessage({
        bookingId,
        senderId: caller.id,
        senderRole: role,
        text,
      });
      if (!stored) throw chatFull();
      const message = toChatMessage(stored);
      await publish(bookingId, { kind: 'chat', message });
      return message;
    },

    /** STUN and TURN servers for the call; TURN credentials last until the room closes. */
    async iceServers(caller: AuthUser, bookingId: string): Promise<IceServers> {
      const { window } = await access.enter(caller, bookingId);
      const servers: IceServers['iceServers'] = [];
      if (ice.stunUrls.length > 0) servers.push({ urls: ice.stunUrls });
      if (ice.turnUrls.length > 0 && ice.turnSecret)
        servers.push({
          urls: ice.turnUrls,
          ...turnCredentials(ice.turnSecret, caller.id, window.closesAt),
        });
      return { iceServers: servers };
    },

    /**
     * Tells both parties, wherever they are connected, that the room's state changed (a
     * prescription was issued), so their pages read it again.
     */
    async announceChanged(bookingId: string) {
      await publish(bookingId, { kind: 'changed' });
    },

    /**
     * Whether a party is in the room, for a completed consultation's room, which stays open while
     * anyone is (room-access.ts): the party's socket marks them present for `forMs` from each
     * check, and they are removed when they leave on purpose.
     */
    attendance(bookingId: string, party: ConsultationRole, forMs: number) {
      const repository = consultationsRepository(db);
      return {
        present() {
          const now = clock.now();
          return repository.markPresent(bookingId, party, new Date(now.getTime() + forMs), now);
        },
        left: () => repository.markLeft(bookingId, party),
      };
    },
  };
}

export type ConsultationsService = ReturnType<typeof consultationsService>;
