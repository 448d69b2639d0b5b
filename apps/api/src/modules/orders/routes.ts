import {
  deliveryFeeQuery,
  deliveryFeeQuote,
  errorResponse,
  idParam,
  order,
  orderInput,
  ordersQuery,
  orderStateChange,
  prescription,
  PRESCRIPTION_PHOTO_FIELD,
  PRESCRIPTION_PHOTO_MAX_BYTES,
  PRESCRIPTION_PHOTO_TYPES,
  prescriptionOrderLines,
  prescriptionPhotoUploaded,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/multipart.js';
import { currentUser } from '../auth/index.js';

const NO_PHOTO = `Choose a photo or PDF of the prescription to upload in the field '${PRESCRIPTION_PHOTO_FIELD}'`;

/** The one file of a prescription photo upload. */
const photoForm: UploadForm<never> = {
  field: PRESCRIPTION_PHOTO_FIELD,
  maxBytes: PRESCRIPTION_PHOTO_MAX_BYTES,
  limits: { fields: 2, fieldSize: 100, parts: 3 },
  messages: {
    notMultipart: `Send the prescription as multipart/form-data in the field '${PRESCRIPTION_PHOTO_FIELD}'`,
    noFile: NO_PHOTO,
    wrongField: NO_PHOTO,
    tooLarge: `The prescription is larger than ${PRESCRIPTION_PHOTO_MAX_BYTES / 1024 / 1024} MB: choose a smaller file`,
  },
};

/**
 * Medicine orders (services.md §5, decision 053): patients order and cancel theirs, pharmacists
 * work the queue one step at a time and read the prescription an order cites.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;
  const tags = ['orders'];
  const denied = { 401: errorResponse, 403: errorResponse };

  await acceptUploads(app, photoForm);

  app.post(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Order medicines for one of your profiles: prescription-only lines against the profile's Sustho prescription or an uploaded photo of one; units are taken from stock at once",
        body: orderInput,
        response: {
          201: order,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.place(currentUser(request), request.body)),
  );

  app.get(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "A patient's own orders, newest first; for pharmacists and admins every order (but those awaiting their online payment), oldest first, optionally in one state",
        querystring: ordersQuery,
        response: { 200: z.array(order), 400: errorResponse, ...denied },
      },
    },
    (request) => orders.list(currentUser(request), request.query.state),
  );

  app.get(
    '/orders/delivery-fee',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "What delivering an order of this subtotal costs you: free from the threshold, less your plan's discount",
        querystring: deliveryFeeQuery,
        response: { 200: deliveryFeeQuote, 400: errorResponse, ...denied },
      },
    },
    (request) => orders.deliveryFee(currentUser(request), request.query.subtotal),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One order: your own, or any for pharmacists and admins',
        params: idParam,
        response: { 200: order, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => orders.get(currentUser(request), request.params.id),
  );

  app.delete(
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Cancel your order before it is packed: its units go back to stock and an online payment is refunded in full',
        params: idParam,
        response: {
          200: order,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => orders.cancel(currentUser(request), request.params.id),
  );

  app.patch(
    '/orders/:id',
    {
      preHandler: app.requirePharmacyStaff,
      schema: {
        tags,
        summary:
          'Pharmacists move an order one step (placed → confirmed → packed → out_for_delivery → delivered), approve a prescription photo (→ placed) or cancel with a reason',
        params: idParam,
        body: orderStateChange,
        response: {
          200: order,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => orders.move(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/orders/:id/prescription',
    {
      preHandler: app.requirePharmacyStaff,
      schema: {
        tags,
        summary: 'The Sustho prescription an order cites, for pharmacists (the read is audited)',
        params: idParam,
        response: { 200: prescription, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => orders.citedPrescription(currentUser(request), request.params.id),
  );

  app.get(
    '/orders/:id/prescription-photo',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The prescription photo an order relies on: its pharmacist's and its patient's",
        params: idParam,
        produces: [...PRESCRIPTION_PHOTO_TYPES],
        response: {
          200: z.any().describe('The file'),
          400: errorResponse,
          ...denied,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const photo = await orders.prescriptionPhoto(currentUser(request), request.params.id);
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-type', photo.contentType)
        .header('content-disposition', 'attachment')
        .send(photo.data);
    },
  );

  app.post(
    '/prescription-photos',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: `Upload a photo of a paper prescription (multipart field '${PRESCRIPTION_PHOTO_FIELD}': JPEG, PNG or PDF by its content, up to 10 MB) to order its medicines against`,
        consumes: ['multipart/form-data'],
        response: {
          201: prescriptionPhotoUploaded,
          400: errorResponse,
          ...denied,
          413: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { data } = await readUpload(request, photoForm);
      if (data.length === 0) throw badRequest(NO_PHOTO);
      return reply.status(201).send(await orders.uploadPhoto(currentUser(request), data));
    },
  );

  app.get(
    '/prescriptions/:id/order-lines',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "What 'Order medicines' puts in the cart: each prescribed medicine with the catalogue's matches (cheapest in stock first) and the units left to order",
        params: idParam,
        response: {
          200: prescriptionOrderLines,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => orders.orderLines(currentUser(request), request.params.id),
  );
};
