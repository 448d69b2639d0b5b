// @vitest-environment node
// Consult now's pages as the server renders them, in Node without a DOM (see entry-server.test.tsx).
import type { OnDemandStatus } from '@sustho/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { copy } from '../../copy/en';
import { renderedPage } from '../../test/rendered-page';
import { testClientConfig } from '../../test/client-config';
import { apiStub } from '../../test/stub-api';

const text = copy.consultNow;
const requestId = '6a0d8e6c-7f91-4cb3-8def-405b6c7d8e9f';
const waiting: OnDemandStatus = {
  _id: requestId,
  state: 'waiting',
  position: 2,
  estimatedWaitMinutes: 8,
  bookingId: requestId,
  doctorName: null,
  treatmentName: 'General Physician Consultation',
  patientId: 'u-rahim',
  patientName: 'Rahim Uddin',
  price: 15,
  currency: 'USD',
  paid: true,
  refunded: false,
  coveredBy: null,
  expiresAt: '2026-12-02T05:00:00.000Z',
  doctorDisconnected: false,
};

describe('Consult now rendered on the server', () => {
  it('renders the list as a visitor sees it, each treatment leading to the login page', async () => {
    const send = apiStub({
      'GET /api/client-config': testClientConfig(),
      'GET /api/on-demand': [
        {
          treatmentName: 'General Physician Consultation',
          price: 15,
          currency: 'USD',
          doctorsOnline: 2,
          waiting: 1,
          estimatedWaitMinutes: 8,
          maxWaitMinutes: 60,
        },
      ],
    }).fetch;
    const page = await renderedPage(paths.consultNow, send, 'en');
    expect(page!.head).toContain(`<title>${text.title}</title>`);
    expect(page!.html).toContain(text.doctorsOnline('2'));
    expect(page!.html).toContain(text.estimatedWait('8'));
    expect(page!.html).toMatch(
      new RegExp(
        `<a [^>]*aria-label="${text.consultLabel('General Physician Consultation')}"[^>]*href="/login"`,
      ),
    );
  });

  it("renders the waiting page with the reader's own place in the queue", async () => {
    const send = apiStub({
      'GET /api/auth/get-session': {
        user: {
          id: 'u-rahim',
          name: 'Rahim Uddin',
          email: 'rahim@example.com',
          emailVerified: true,
          image: null,
        },
        session: { id: 's-rahim', expiresAt: '2030-01-01T00:00:00Z' },
      },
      'GET /api/users/admin/:email': { isAdmin: false },
      'GET /api/client-config': testClientConfig(),
      'GET /api/on-demand/:id': waiting,
    }).fetch;
    const page = await renderedPage(paths.consultNowWaiting(requestId), send, 'en');
    expect(page!.personal).toBe(true);
    expect(page!.html).toContain(text.waiting.position('2'));
    expect(page!.html).toContain(text.estimatedWait('8'));
  });
});
