import { randomUUID } from 'node:crypto';
import { doctors } from '../../src/db/schema.js';
import { createAdmin, createOption, createUser } from '../factories.js';
import type { MatrixArea } from './types.js';

const adminOnly = (status: number) => ({
  anonymous: 401,
  patientA: 403,
  patientB: 403,
  doctor: 403,
  pharmacist: 403,
  lab: 403,
  admin: status,
});

/** Admin area: users, doctors, treatment settings, image uploads and the audit trail answer admins only. */
export const adminCases: MatrixArea = async ({ app }) => {
  const option = await createOption(app.db);
  // Deleting and promoting routes get a fresh target per caller, so each actor's answer stands alone.
  const freshUserId = async () => (await createUser(app)).user.id;
  const freshAdminId = async () => (await createAdmin(app)).user.id;
  const freshDoctorId = async () => {
    const [row] = await app.db
      .insert(doctors)
      .values({
        name: 'Dr. Matrix',
        email: `matrix-${randomUUID()}@clinic.example`,
        treatmentId: option.id,
        image: '/uploads/x.webp',
      })
      .returning({ id: doctors.id });
    return row!.id;
  };
  return [
    { route: 'GET /api/users', request: () => ({ url: '/api/users' }), expect: adminOnly(200) },
    {
      route: 'PUT /api/users/admin/{id}',
      request: async () => ({ url: `/api/users/admin/${await freshUserId()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/users/admin/{id}',
      request: async () => ({ url: `/api/users/admin/${await freshAdminId()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/users/{id}',
      request: async () => ({ url: `/api/users/${await freshUserId()}` }),
      expect: adminOnly(200),
    },
    { route: 'GET /api/doctors', request: () => ({ url: '/api/doctors' }), expect: adminOnly(200) },
    {
      route: 'POST /api/doctors',
      request: () => ({
        url: '/api/doctors',
        payload: {
          name: 'Dr. New',
          email: `new-${randomUUID()}@clinic.example`,
          specialty: option.name,
          image: '/uploads/x.webp',
        },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/doctors/{id}/upcoming-bookings',
      request: async () => ({ url: `/api/doctors/${await freshDoctorId()}/upcoming-bookings` }),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/doctors/{id}',
      request: async () => ({ url: `/api/doctors/${await freshDoctorId()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/uploads/images',
      // The matrix sends no multipart body: an admin passes the guard and gets 400 for the missing image.
      // Real uploads are covered in image-uploads.test.ts.
      request: () => ({ url: '/api/uploads/images' }),
      expect: adminOnly(400),
    },
    { route: 'GET /api/audit', request: () => ({ url: '/api/audit' }), expect: adminOnly(200) },
    {
      route: 'GET /api/treatments',
      request: () => ({ url: '/api/treatments' }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/treatments/{id}',
      request: () => ({ url: `/api/treatments/${option.id}`, payload: { onDemand: true } }),
      expect: adminOnly(200),
    },
  ];
};
