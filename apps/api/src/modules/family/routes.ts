import {
  deletedCountResult,
  errorResponse,
  familyMemberInput,
  familyMemberPatch,
  idParam,
  patientProfile,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';
import { actingAsPatient } from './patient-account.js';

/**
 * My Family (services.md §2). Every route is the signed-in patient's own; a profile of another
 * account is a 404. Removing a member is the users service's, as it cancels and refunds.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.services.family;
  const tags = ['family'];
  const refused = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/family',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The patients you manage: yourself ('Myself', first) and your family members",
        response: { 200: z.array(patientProfile), ...refused },
      },
    },
    (request) => family.list(actingAsPatient(currentUser(request))),
  );

  app.post(
    '/family',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add a family member (at most MAX_FAMILY_MEMBERS)',
        body: familyMemberInput,
        response: { 201: patientProfile, 400: errorResponse, ...refused, 409: errorResponse },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return family.add(actingAsPatient(currentUser(request)), request.body);
    },
  );

  app.patch(
    '/family/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change a family member; for yourself, only date of birth, sex and phone',
        params: idParam,
        body: familyMemberPatch,
        response: { 200: patientProfile, 400: errorResponse, ...refused, 404: errorResponse },
      },
    },
    (request) =>
      family.update(actingAsPatient(currentUser(request)), request.params.id, request.body),
  );

  app.delete(
    '/family/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Remove a family member: their upcoming bookings are cancelled and refunded, their record stays anonymised',
        params: idParam,
        response: {
          200: deletedCountResult,
          400: errorResponse,
          ...refused,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) =>
      app.services.users.removeFamilyMember(
        actingAsPatient(currentUser(request)),
        request.params.id,
      ),
  );
};
