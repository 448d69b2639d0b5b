import {
  deletedCountResult,
  errorResponse,
  idParam,
  insertedResult,
  staffInvitationInput,
  staffList,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';

/** The Staff page's routes (admins only): list, invite, revoke an invitation, remove a staff member. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.services.staff;
  const tags = ['admin'];
  const denied = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/staff',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Pharmacists and lab technicians, and the staff invitations still open',
        response: { 200: staffList, ...denied },
      },
    },
    () => staff.list(),
  );

  app.post(
    '/staff/invitations',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Invite a pharmacist or lab technician: mails an /invite link (an e-mail's open one is replaced)",
        body: staffInvitationInput,
        response: { 201: insertedResult, 400: errorResponse, ...denied, 409: errorResponse },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return staff.invite(currentUser(request), request.body);
    },
  );

  app.delete(
    '/staff/invitations/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Revoke a staff invitation nobody accepted: its link stops working',
        params: idParam,
        response: { 200: deletedCountResult, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => staff.revokeInvitation(currentUser(request), request.params.id),
  );

  app.delete(
    '/staff/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Remove a pharmacist or lab technician: the account becomes a patient's again",
        params: idParam,
        response: { 200: deletedCountResult, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => staff.remove(currentUser(request), request.params.id),
  );
};
