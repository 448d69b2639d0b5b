import {
  booking,
  bookingDetail,
  bookingInput,
  bookingResult,
  bookingsQuery,
  deletedCountResult,
  errorResponse,
  idParam,
  rescheduleInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit, perHour } from '../../lib/rate-limiter.js';
import { sendCached } from '../../lib/cached-response.js';
import { type AuthUser, currentUser } from '../auth/index.js';

/** Booking a slot, listing and reading bookings, and cancelling one. Every route needs a signed-in caller. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = app.services.bookings;
  const ownBookings = app.services.ownBookings;
  const tags = ['bookings'];
  const changesPerHour = app.env.BOOKING_RATE_LIMIT_PER_HOUR;

  /**
   * Each booking and cancellation e-mails and texts the patient (and the numbers they give), so one
   * account may make only BOOKING_RATE_LIMIT_PER_HOUR of them, together, in the app's one limiter
   * (shared through Redis by several processes). An admin's cancellation is the clinic's: not limited.
   */
  const limitChanges = (caller: AuthUser) =>
    caller.role === 'admin'
      ? Promise.resolve()
      : enforceRateLimit(
          app.authServices.rateLimiter,
          [`booking-changes:${caller.id}`],
          perHour(changesPerHour),
          (seconds) =>
            `You can book or cancel at most ${changesPerHour} times an hour. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
        );

  app.post(
    '/booking',
    {
      preHandler: app.requireUser,
      // The booking's statement carries the caches' barrier (decision 038).
      config: { barrierWithChange: true },
      schema: {
        tags,
        summary:
          'Book a slot for the signed-in patient; a taken slot or a second booking of the day is refused with a message',
        body: bookingInput,
        response: {
          200: bookingResult,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await limitChanges(caller);
      return bookings.book(caller, request.body, request.runChange);
    },
  );

  app.get(
    '/bookings',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The bookings of an account, upcoming first (your own, or anyone's for an admin)",
        querystring: bookingsQuery,
        response: {
          200: z.array(booking),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      // My Appointments, the common case, is kept per account; an admin's look at others is not.
      if (request.query.email.toLowerCase() === caller.email)
        return sendCached(request, reply, await ownBookings.forCaller(caller));
      return bookings.listForAccount(caller, request.query.email);
    },
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One booking, for its owner or an admin',
        params: idParam,
        response: {
          200: bookingDetail,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => bookings.get(currentUser(request), request.params.id),
  );

  app.delete(
    '/booking/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Cancel a booking (its owner or an admin); its slot is free again at once',
        params: idParam,
        response: {
          200: deletedCountResult,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await limitChanges(caller);
      return bookings.cancel(caller, request.params.id);
    },
  );

  app.post(
    '/bookings/:id/reschedule',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Move the patient's own active booking to another free slot of its treatment; a 409 names the reason (code) when it cannot move",
        params: idParam,
        body: rescheduleInput,
        response: {
          200: booking,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => bookings.reschedule(currentUser(request), request.params.id, request.body),
  );
};
