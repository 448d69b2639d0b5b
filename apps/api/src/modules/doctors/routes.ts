import {
  deletedCountResult,
  doctor,
  doctorUpcomingBookings,
  errorResponse,
  doctorUpdateInput,
  idParam,
  insertedResult,
  modifiedCountResult,
  newDoctorInput,
  ownDoctorProfile,
  ownDoctorProfileInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledged } from '@sustho/contracts';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';

/** Admins list, add (inviting them), edit, re-invite and remove doctors; a doctor edits their own profile. */
export const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctors = app.services.doctors;
  const tags = ['admin'];
  const denied = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/doctors',
    {
      preHandler: app.requireAdmin,
      schema: { tags, summary: 'Every doctor', response: { 200: z.array(doctor), ...denied } },
    },
    () => doctors.list(),
  );

  app.post(
    '/doctors',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Add a doctor: the specialty is a treatment name, the image an uploaded image URL',
        body: newDoctorInput,
        response: { 200: insertedResult, 400: errorResponse, ...denied, 409: errorResponse },
      },
    },
    (request) => doctors.add(currentUser(request), request.body),
  );

  app.patch(
    '/doctors/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Edit a doctor's name, photo and profile",
        params: idParam,
        body: doctorUpdateInput,
        response: { 200: modifiedCountResult, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => doctors.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/doctors/:id/invitation',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Send a doctor a new invitation link (the open one stops working)',
        params: idParam,
        response: {
          200: acknowledged,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => doctors.resendInvitation(currentUser(request), request.params.id),
  );

  app.get(
    '/me/doctor-profile',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags: ['profile'],
        summary: 'A doctor reads their own photo and profile',
        response: { 200: ownDoctorProfile, ...denied, 404: errorResponse },
      },
    },
    (request) => doctors.ownProfile(currentUser(request)),
  );

  app.patch(
    '/me/doctor-profile',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags: ['profile'],
        summary: 'A doctor edits their own photo and profile',
        body: ownDoctorProfileInput,
        response: { 200: modifiedCountResult, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => doctors.updateOwn(currentUser(request), request.body),
  );

  app.get(
    '/doctors/:id/upcoming-bookings',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary:
          "How many of a doctor's bookings deleting them would cancel now, and how many of those it would refund",
        params: idParam,
        response: {
          200: doctorUpcomingBookings,
          400: errorResponse,
          ...denied,
          404: errorResponse,
        },
      },
    },
    (request) => doctors.upcomingBookings(request.params.id),
  );

  app.delete(
    '/doctors/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Remove a doctor: their upcoming bookings are cancelled and refunded, their open invitations revoked',
        params: idParam,
        response: { 200: deletedCountResult, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => doctors.remove(currentUser(request), request.params.id),
  );
};
