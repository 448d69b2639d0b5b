import { BOOKING_KINDS } from './bookings.js';
import { consultationPatient } from './records.js';
import { z } from 'zod';

/** Who is in a consultation room: the booking's patient or its doctor (docs/product/consultation.md §1). */
export const CONSULTATION_ROLES = ['patient', 'doctor'] as const;
export type ConsultationRole = (typeof CONSULTATION_ROLES)[number];

/**
 * Where a room stands for its parties: `upcoming` before it opens, `unpaid` while open but a priced
 * booking is not paid, `open`, and `ended` once it closed, the booking was cancelled or marked
 * missed, or the doctor completed the consultation and both parties have left.
 */
/**
 * The codes the signalling socket closes with that the page acts on (4000–4999 are the
 * application's own; the others are RFC 6455's).
 */
export const SIGNAL_CLOSE_CODES = {
  /** The room closed: its window passed, or the consultation was completed and the other left. */
  ended: 4001,
  /** The same party joined again from another tab or device. */
  replaced: 4002,
  /** RFC 6455's policy violation: a malformed message, or too many. */
  policy: 1008,
  /** RFC 6455's normal closure: the page closes its socket so when its party leaves the call. */
  left: 1000,
} as const;

export const ROOM_STATUSES = ['upcoming', 'unpaid', 'open', 'ended'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** GET /consultations/{id}: what the room page shows before anyone joins. */
export const consultationRoom = z.object({
  bookingId: z.string(),
  /** A Consult now consultation goes back to the queue if its doctor drops (services.md §3). */
  kind: z.enum(BOOKING_KINDS),
  role: z.enum(CONSULTATION_ROLES),
  status: z.enum(ROOM_STATUSES),
  /** The booking's day 'YYYY-MM-DD' and slot label ('9:00 AM - 9:30 AM'). */
  date: z.string(),
  slot: z.string(),
  /** When the slot starts and when the room opens and closes, as ISO instants. */
  startsAt: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  treatmentName: z.string(),
  doctorName: z.string(),
  patientName: z.string(),
  /** Who the consultation is for, with the guardian for a child (services.md §2). */
  patient: consultationPatient,
  /** The booking has a price and no payment: the patient pays before joining. */
  paymentRequired: z.boolean(),
  /** The doctor issued a prescription for this consultation: the patient finds it in the record. */
  prescriptionReady: z.boolean(),
});
export type ConsultationRoom = z.infer<typeof consultationRoom>;

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** A room's chat holds at most this many messages (the database counts them, decision 034). */
export const CHAT_MESSAGES_PER_ROOM = 500;
/** GET /consultations/{id}/messages answers at most this many at a time. */
export const CHAT_PAGE_SIZE = 100;

/** POST /consultations/{id}/messages. Text only: the page renders it as text, never as HTML. */
export const chatMessageInput = z.object({
  text: z
    .string()
    .min(1, { message: 'must not be empty' })
    .max(CHAT_MESSAGE_MAX_LENGTH, {
      message: `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    })
    .refine((text) => text.trim().length > 0, { message: 'must not be only spaces' }),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

export const chatMessage = z.object({
  id: z.string(),
  from: z.enum(CONSULTATION_ROLES),
  text: z.string(),
  /** ISO instant. */
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatMessages = z.array(chatMessage);

/**
 * GET /consultations/{id}/messages: without `before`, the newest page; with it, the page of
 * messages sent before that message. Each page is in order, oldest first; a page shorter than
 * CHAT_PAGE_SIZE is the start of the chat.
 */
export const chatMessagesQuery = z.object({
  before: z.uuid({ message: 'must be the id of a message' }).optional(),
});

/** GET /consultations/{id}/ice-servers: an RTCIceServer list, TURN credentials short-lived. */
export const iceServers = z.object({
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type IceServers = z.infer<typeof iceServers>;

/**
 * What travels on the signalling WebSocket, each as one JSON text frame.
 * From a browser: `signal` carries a session description or an ICE candidate for the other party.
 * From the server: `signal` relayed from the other party, `peer` when the other party joins or
 * leaves, `chat` for a new chat message, `changed` when the room's state changed (a prescription was
 * issued: read the room again), `closed` when the room closes.
 */
export const SIGNAL_MESSAGE_MAX_BYTES = 16 * 1024;

export const signalPayload = z.union([
  z.object({
    description: z.object({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: z.string().max(SIGNAL_MESSAGE_MAX_BYTES).optional(),
    }),
  }),
  z.object({
    candidate: z.object({
      candidate: z.string().max(2048),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
export type SignalPayload = z.infer<typeof signalPayload>;

export const clientSignal = z.object({ type: z.literal('signal'), payload: signalPayload });
export type ClientSignal = z.infer<typeof clientSignal>;

export type ServerSignal =
  | { type: 'signal'; payload: SignalPayload }
  | { type: 'peer'; present: boolean }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'changed' }
  | { type: 'closed'; reason: 'ended' | 'replaced' };
