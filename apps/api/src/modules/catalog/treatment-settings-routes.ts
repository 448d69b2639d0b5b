import {
  errorResponse,
  idParam,
  treatmentSettings,
  treatmentSettingsPatch,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';

/** Admins read the treatments' settings and switch Consult now on or off for one (Manage Doctors). */
export const treatmentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.services.treatmentSettings;
  const tags = ['admin'];
  const denied = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/treatments',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Every treatment's settings, by name",
        response: { 200: z.array(treatmentSettings), ...denied },
      },
    },
    () => settings.list(),
  );

  app.patch(
    '/treatments/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Offer a treatment in Consult now, or stop offering it',
        params: idParam,
        body: treatmentSettingsPatch,
        response: { 200: treatmentSettings, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) =>
      settings.setOnDemand(currentUser(request), request.params.id, request.body.onDemand),
  );
};
