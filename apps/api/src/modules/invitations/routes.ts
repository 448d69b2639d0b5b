import {
  acceptInvitationInput,
  acknowledged,
  errorResponse,
  invitationTokenParam,
  invitationView,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The invitation link a doctor or staff member opens: public, since they may not have an account yet. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = app.services.invitations;
  const tags = ['accounts'];

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'Whom an invitation is for; 404 for an unknown link, 409 for a used or expired one',
        params: invitationTokenParam,
        response: {
          200: invitationView,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => invitations.view(request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      // Signed in, the owner of the invited e-mail accepts with their account; otherwise a password makes one.
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary:
          'Accept an invitation: with a password for a new account, or signed in as its e-mail',
        params: invitationTokenParam,
        body: acceptInvitationInput,
        response: {
          200: acknowledged,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => invitations.accept(request.user, request.params.token, request.body),
  );
};
