import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

const { app } = await buildTestApp();

describe('the HTTP shell', () => {
  it('reports health after checking the database', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toBe('No route GET /api/nothing-here');
  });

  it('sends security headers: a CSP without inline scripts, nosniff, referrer policy, no framing', async () => {
    const response = await app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a safe request id and makes one up otherwise', async () => {
    const given = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/services',
        '/api/services/{name}',
        '/api/blogs/{id}',
        '/api/appointmentOptions',
      ]),
    );
  });
});
