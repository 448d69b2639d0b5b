import type { HealthRecord } from '@sustho/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { testClientConfig } from '../../../test/client-config';
import { myselfOf } from '../../../test/family';
import { hba1cResult } from '../../../test/lab-orders';
import { stubApi } from '../../../test/stub-api';
import { renderApp } from '../../render-app';

const text = copy.labOrders;
const patient = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  emailVerified: true,
  image: null,
};
const LAZY = { timeout: 5000 };

const result = hba1cResult;

const record: HealthRecord = {
  patientId: patient.id,
  consultations: [],
  prescriptions: [
    {
      _id: 'p-1',
      bookingId: 'b-1',
      version: 1,
      code: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
      verifyUrl: 'http://localhost/verify/ABCDEFGHJKLMNPQRSTUVWXYZ',
      doctorName: 'Dr. Rahman',
      issuedAt: '2030-02-10T03:30:00Z',
      replacedAt: null,
      replacedBy: null,
      medicines: [],
      investigations: 'CBC, HbA1c',
      advice: '',
      followUpDays: null,
    },
  ],
  reports: [],
  testResults: [result],
  views: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('Test results in My Health Record', { timeout: 15_000 }, () => {
  it('shows values with flags, ranges, the PDF and a trend with its text, and books advised tests', async () => {
    stubApi({
      'GET /api/auth/get-session': {
        user: patient,
        session: { id: 's', expiresAt: '2030-01-01' },
      },
      'GET /api/jwt': { accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature' },
      'GET /api/users/admin/:email': { isAdmin: false },
      'GET /api/client-config': testClientConfig(),
      'GET /api/family': [myselfOf(patient)],
      'GET /api/me/health-record': record,
    });
    renderApp(paths.healthRecord);
    const section = within(await screen.findByRole('region', { name: text.record.heading }, LAZY));
    const row = within(section.getByRole('rowheader', { name: 'HbA1c' }).closest('tr')!);
    expect(row.getByText('7.2 %')).toBeInTheDocument();
    expect(row.getByText(text.flags.high)).toBeInTheDocument();
    expect(row.getByText(text.rangeBoth('4', '5.6', '%'))).toBeInTheDocument();
    expect(section.getByRole('link', { name: text.record.pdf })).toHaveAttribute(
      'href',
      result.pdfUrl,
    );
    const chart = section.getByRole('img', { name: text.record.trend('HbA1c') });
    expect(chart).toHaveAccessibleDescription(
      text.record.trendText('HbA1c', 'Dec 1, 2029: 6.1 %; Mar 1, 2030: 7.2 %'),
    );
    expect(screen.getByRole('link', { name: text.bookFromPrescription })).toHaveAttribute(
      'href',
      paths.labBooking({ prescriptionId: 'p-1' }),
    );
  });
});
