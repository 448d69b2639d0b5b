import {
  chatMessage,
  chatMessageInput,
  chatMessages,
  chatMessagesQuery,
  CHAT_MESSAGES_PER_ROOM,
  CHAT_PAGE_SIZE,
  consultationRoom,
  errorResponse,
  iceServers,
  idParam,
} from '@sustho/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trustedOrigins } from '../../config/env.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { enforceRateLimit, perMinute } from '../../lib/rate-limiter.js';
import { currentUser } from '../auth/index.js';
import type { Room } from './room-access.js';
import { runSignalling, SIGNALLING_LIMITS } from './signalling.js';

/** Chat messages one account may send per minute, across its rooms (decision 034). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/**
 * The consultation room (docs/product/consultation.md): its state for the page, its chat, its ICE servers, and the
 * signalling WebSocket. Every route asks room-access.ts, the one rule of who may be in a room.
 */
export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const consultations = app.services.consultations;
  const refusals = {
    400: errorResponse,
    401: errorResponse,
    402: errorResponse,
    403: errorResponse,
    404: errorResponse,
    409: errorResponse,
    429: errorResponse,
  };
  const tags = ['consultations'];

  app.get(
    '/consultations/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "A consultation room's state for its patient or doctor: upcoming, unpaid, open or ended",
        params: idParam,
        response: { 200: consultationRoom, ...refusals },
      },
    },
    (request) => consultations.room(currentUser(request), request.params.id),
  );

  app.get(
    '/consultations/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: `The chat of an open consultation room, ${CHAT_PAGE_SIZE} messages at a time, oldest first: the newest page, or with ?before= the page before that message`,
        params: idParam,
        querystring: chatMessagesQuery,
        response: { 200: chatMessages, ...refusals },
      },
    },
    (request) =>
      consultations.messages(currentUser(request), request.params.id, request.query.before),
  );

  app.post(
    '/consultations/:id/messages',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: `Send a chat message (1–2,000 characters of text) in an open consultation room: at most ${CHAT_MESSAGES_PER_MINUTE} a minute per sender and ${CHAT_MESSAGES_PER_ROOM} per room`,
        params: idParam,
        body: chatMessageInput,
        response: { 201: chatMessage, ...refusals },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await enforceRateLimit(
        app.authServices.rateLimiter,
        [`chat:${caller.id}`],
        perMinute(CHAT_MESSAGES_PER_MINUTE),
      );
      const message = await consultations.sendMessage(caller, request.params.id, request.body.text);
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/consultations/:id/ice-servers',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'STUN and TURN servers for the call, with short-lived TURN credentials',
        params: idParam,
        response: { 200: iceServers, ...refusals },
      },
    },
    (request) => consultations.iceServers(currentUser(request), request.params.id),
  );

  // A browser sends the session cookie on a WebSocket handshake from any site, so the handshake's
  // Origin must be the app's own (cross-site WebSocket hijacking).
  const allowedOrigins = new Set(trustedOrigins(app.env).map((origin) => new URL(origin).origin));
  const admitted = new WeakMap<FastifyRequest, Room>();

  app.get(
    '/consultations/:id/signal',
    {
      websocket: true,
      preHandler: [
        app.requireUser,
        async (request) => {
          const origin = request.headers.origin;
          if (origin && !allowedOrigins.has(origin))
            throw forbidden('This connection comes from another site: it was refused');
          const { id } = request.params as { id: string };
          admitted.set(request, await consultations.access.enter(currentUser(request), id));
        },
      ],
      // The WebSocket is described in decision 021; OpenAPI has no words for it.
      schema: { hide: true, params: idParam },
    },
    async (socket, request) => {
      const room = admitted.get(request)!;
      const caller = currentUser(request);
      const attendance = consultations.attendance(
        room.booking.id,
        room.role,
        SIGNALLING_LIMITS.presentForMs,
      );
      await runSignalling(socket, room, app.bus, {
        stillOpen: () =>
          consultations.access.enter(caller, room.booking.id).then(
            () => true,
            // Only the room's own refusal closes it; a database hiccup waits for the next check.
            (error: unknown) => !(error instanceof AppError),
          ),
        ...attendance,
      });
    },
  );
};
