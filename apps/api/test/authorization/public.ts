import { createBlog, createService } from '../factories.js';
import { everyone, type MatrixArea } from './types.js';

/** Public catalogue and health: open to everyone. */
export const publicCases: MatrixArea = async ({ app }) => {
  const service = await createService(app.db);
  const blog = await createBlog(app.db);
  return [
    { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: everyone(200) },
    {
      route: 'GET /api/client-config',
      request: () => ({ url: '/api/client-config' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/services',
      request: () => ({ url: '/api/services' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/services/{name}',
      request: () => ({ url: `/api/services/${encodeURIComponent(service.name)}` }),
      expect: everyone(200),
    },
    { route: 'GET /api/blogs', request: () => ({ url: '/api/blogs' }), expect: everyone(200) },
    {
      route: 'GET /api/blogs/{id}',
      request: () => ({ url: `/api/blogs/${blog.id}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/appointmentSpecialty',
      request: () => ({ url: '/api/appointmentSpecialty' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/appointmentOptions',
      request: () => ({ url: '/api/appointmentOptions?date=Jan%205,%202030' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/appointmentOptions/first-free-day',
      request: () => ({ url: '/api/appointmentOptions/first-free-day' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/appointmentOptions/days',
      request: () => ({ url: '/api/appointmentOptions/days' }),
      expect: everyone(200),
    },
  ];
};
