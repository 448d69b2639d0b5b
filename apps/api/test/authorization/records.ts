import { randomUUID } from 'node:crypto';
import { CONSENT_VERSION } from '@sustho/contracts';
import { reports } from '../../src/db/schema.js';
import {
  ASCII_PDF,
  bookingBetween,
  multipartBody,
  SAMPLE_PDF,
  twoMedicines,
} from '../records/fixtures.js';
import type { Actor, MatrixArea } from './types.js';

/**
 * The clinical record. Here the matrix's doctor is patient A's doctor (they have bookings with
 * each other), so the rows show what the treating doctor may do; records-access.test.ts adds a
 * doctor who is not theirs. An admin is refused clinical content like anyone else (docs/product/accounts.md §4).
 */
export const recordCases: MatrixArea = async ({ app, users }) => {
  const patientA = users.patientA.user;
  const booking = await bookingBetween(app, users.doctor.user.id, patientA);
  const issue = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/prescriptions`,
    headers: users.doctor.headers,
    payload: twoMedicines,
  });
  const issued = issue.json<{ _id: string; code: string }>();
  const upload = multipartBody({ data: SAMPLE_PDF, name: 'cbc.pdf', type: 'application/pdf' });
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/me/reports',
    headers: { ...users.patientA.headers, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  const reportId = uploaded.json<{ _id: string }>()._id;
  // A child in patient A's family: the routes that name a profile take it from patient A only.
  const member = await app.inject({
    method: 'POST',
    url: '/api/family',
    headers: users.patientA.headers,
    payload: { name: 'Child of A', relation: 'child', dateOfBirth: '2018-03-15', sex: 'female' },
  });
  const memberId = member.json<{ _id: string }>()._id;
  // Anyone but the account holding the profile is told no profile has this id.
  const holderOnly = {
    anonymous: 401,
    patientA: 200,
    patientB: 404,
    doctor: 404,
    pharmacist: 404,
    lab: 404,
    admin: 404,
  };
  const childsBooking = await bookingBetween(
    app,
    users.doctor.user.id,
    { ...patientA, name: 'Child of A' },
    { patientId: memberId },
  );

  const signedIn = (status: number) => ({
    anonymous: 401,
    patientA: status,
    patientB: status,
    doctor: status,
    pharmacist: status,
    lab: status,
    admin: status,
  });
  const recordReaders = {
    anonymous: 401,
    patientA: 200,
    patientB: 403,
    doctor: 200,
    pharmacist: 403,
    lab: 403,
    admin: 403,
  };
  const treatingDoctorOnly = {
    anonymous: 401,
    patientA: 403,
    patientB: 403,
    doctor: 200,
    pharmacist: 403,
    lab: 403,
    admin: 403,
  };
  const ownHeaders = (actor: Exclude<Actor, 'anonymous'>, extra: Record<string, string>) => ({
    ...users[actor].headers,
    ...extra,
  });

  // The rows naming patient A's child come first: the hostile-input test takes the last row of a
  // route as its sample request.
  return [
    {
      route: 'GET /api/bookings/{id}/record',
      request: () => ({ url: `/api/bookings/${childsBooking.id}/record` }),
      expect: recordReaders,
    },
    {
      route: 'GET /api/me/clinical-profile',
      request: () => ({ url: `/api/me/clinical-profile?patientId=${memberId}` }),
      expect: holderOnly,
    },
    {
      route: 'POST /api/me/consent',
      request: () => ({
        url: '/api/me/consent',
        payload: { version: CONSENT_VERSION, patientId: memberId },
      }),
      expect: holderOnly,
    },
    {
      route: 'GET /api/me/health-record',
      request: () => ({ url: `/api/me/health-record?patientId=${memberId}` }),
      expect: holderOnly,
    },
    {
      route: 'POST /api/me/reports',
      request: (actor) => {
        if (actor === 'anonymous') return { url: '/api/me/reports' };
        const body = multipartBody(
          { data: ASCII_PDF, name: 'x-ray.pdf', type: 'application/pdf' },
          { patientId: memberId },
        );
        return {
          url: '/api/me/reports',
          payload: body.payload.toString('latin1'),
          headers: ownHeaders(actor, { 'content-type': body.contentType }),
        };
      },
      expect: holderOnly,
    },
    {
      route: 'GET /api/me/clinical-profile',
      request: () => ({ url: '/api/me/clinical-profile' }),
      expect: signedIn(200),
    },
    {
      route: 'PUT /api/me/clinical-profile',
      request: () => ({
        url: '/api/me/clinical-profile',
        payload: { dateOfBirth: '1990-05-04', sex: 'female' },
      }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/me/consent',
      request: () => ({ url: '/api/me/consent', payload: { version: CONSENT_VERSION } }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/me/health-record',
      request: () => ({ url: '/api/me/health-record' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/me/reports',
      request: (actor) => {
        const body = multipartBody({
          data: ASCII_PDF,
          name: 'x-ray.pdf',
          type: 'application/pdf',
        });
        // The matrix sends a visitor no headers: without its multipart type the body would be
        // refused (415) before the sign-in check, so the visitor sends none.
        if (actor === 'anonymous') return { url: '/api/me/reports' };
        return {
          url: '/api/me/reports',
          payload: body.payload.toString('latin1'),
          headers: ownHeaders(actor, { 'content-type': body.contentType }),
        };
      },
      expect: signedIn(200),
    },
    {
      route: 'GET /api/reports/{id}/download',
      request: () => ({ url: `/api/reports/${reportId}/download` }),
      expect: recordReaders,
    },
    {
      route: 'DELETE /api/reports/{id}',
      // A report of patient A's of its own for each caller, so the owner's deletion leaves the
      // others one to try (written straight to the table: uploads are limited per minute).
      request: async () => {
        const [report] = await app.db
          .insert(reports)
          .values({
            userId: patientA.id,
            patientId: patientA.id,
            fileName: 'old-scan.pdf',
            contentType: 'application/pdf',
            sizeBytes: ASCII_PDF.length,
            storageName: randomUUID(),
          })
          .returning({ id: reports.id });
        return { url: `/api/reports/${report!.id}` };
      },
      expect: {
        anonymous: 401,
        patientA: 200,
        patientB: 403,
        doctor: 403,
        pharmacist: 403,
        lab: 403,
        admin: 403,
      },
    },
    {
      route: 'GET /api/bookings/{id}/record',
      request: () => ({ url: `/api/bookings/${booking.id}/record` }),
      expect: recordReaders,
    },
    {
      route: 'PUT /api/bookings/{id}/notes',
      request: () => ({
        url: `/api/bookings/${booking.id}/notes`,
        payload: {
          chiefComplaint: 'Fever',
          history: '',
          examination: '',
          diagnosis: 'Viral fever',
        },
      }),
      expect: treatingDoctorOnly,
    },
    {
      route: 'POST /api/bookings/{id}/prescriptions',
      request: () => ({ url: `/api/bookings/${booking.id}/prescriptions`, payload: twoMedicines }),
      expect: treatingDoctorOnly,
    },
    {
      route: 'POST /api/bookings/{id}/complete',
      // An active booking each time, so the doctor's answer does not depend on an earlier call.
      request: async () => ({
        url: `/api/bookings/${(await bookingBetween(app, users.doctor.user.id, patientA)).id}/complete`,
      }),
      expect: treatingDoctorOnly,
    },
    {
      route: 'GET /api/prescriptions/{id}/pdf',
      request: () => ({ url: `/api/prescriptions/${issued._id}/pdf` }),
      expect: recordReaders,
    },
    {
      route: 'GET /api/verify/{code}',
      request: () => ({ url: `/api/verify/${issued.code}` }),
      expect: {
        anonymous: 200,
        patientA: 200,
        patientB: 200,
        doctor: 200,
        pharmacist: 200,
        lab: 200,
        admin: 200,
      },
    },
  ];
};
