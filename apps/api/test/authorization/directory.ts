import { randomUUID } from 'node:crypto';
import { createDoctor, createOption } from '../factories.js';
import { everyone, type MatrixArea } from './types.js';

/** The public doctors directory: open to everyone, signed in or not. */
export const directoryCases: MatrixArea = async ({ app }) => {
  const option = await createOption(app.db, { slotStarts: [] });
  const doctor = await createDoctor(app.db, { treatmentId: option.id, slotStarts: ['09:00'] });
  return [
    {
      route: 'GET /api/public/doctors',
      request: () => ({ url: `/api/public/doctors?specialty=${encodeURIComponent(option.name)}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/public/doctors/{id}',
      request: () => ({ url: `/api/public/doctors/${doctor.id}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/public/doctors/{id}',
      request: () => ({ url: `/api/public/doctors/${randomUUID()}` }),
      expect: everyone(404),
    },
    {
      route: 'GET /api/public/doctors/{id}/days',
      request: () => ({ url: `/api/public/doctors/${doctor.id}/days` }),
      expect: everyone(200),
    },
  ];
};
