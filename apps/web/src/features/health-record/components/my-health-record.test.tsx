import type { HealthRecord, PatientProfile } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicalRecordCopy } from '../../../copy/en/clinical-record';
import { familyCopy } from '../../../copy/en/family';
import { stubApi } from '../../../test/stub-api';
import { MyHealthRecord } from './my-health-record';
import { TestProviders } from '../../../test/providers';

const text = clinicalRecordCopy.healthRecord;

const prescription = {
  bookingId: 'b-1',
  doctorName: 'Dr. Rahman',
  medicines: [],
  investigations: '',
  advice: '',
  followUpDays: null,
  issuedAt: '2026-02-10T03:30:00Z',
};

const medicine = {
  form: 'Tablet',
  dose: '1+0+1',
  meal: 'after' as const,
  durationDays: 5,
  instructions: '',
};

const record: HealthRecord = {
  patientId: 'u-rahim',
  consultations: [
    {
      bookingId: 'b-2',
      date: '2026-03-01',
      slot: '10:00 AM - 10:30 AM',
      doctorName: 'Dr. Rahman',
      treatmentName: 'Teeth Orthodontics',
      status: 'active',
      diagnosis: '',
    },
    {
      bookingId: 'b-1',
      date: '2026-02-10',
      slot: '09:00 AM - 09:30 AM',
      doctorName: 'Dr. Rahman',
      treatmentName: 'Teeth Orthodontics',
      status: 'completed',
      diagnosis: 'Gingivitis',
    },
  ],
  prescriptions: [
    {
      ...prescription,
      medicines: [
        { ...medicine, name: 'Napa', strength: '500 mg' },
        { ...medicine, name: 'Omeprazole', strength: '20 mg' },
      ],
      _id: 'p-2',
      version: 2,
      code: 'BBBBBBBBBBBBBBBBBBBBBBBB',
      verifyUrl: 'http://localhost/verify/BBBBBBBBBBBBBBBBBBBBBBBB',
      replacedAt: null,
      replacedBy: null,
    },
    {
      ...prescription,
      _id: 'p-1',
      version: 1,
      code: 'AAAAAAAAAAAAAAAAAAAAAAAA',
      verifyUrl: 'http://localhost/verify/AAAAAAAAAAAAAAAAAAAAAAAA',
      replacedAt: '2026-02-11T03:30:00Z',
      replacedBy: 'p-2',
    },
  ],
  reports: [],
  testResults: [],
  views: [{ doctorName: 'Dr. Rahman', viewedAt: '2026-02-10T03:35:00Z' }],
};

afterEach(() => vi.unstubAllGlobals());

function renderRecord() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <Toaster />
        <MyHealthRecord />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('MyHealthRecord', () => {
  it('lists consultations, prescriptions with their PDF and state, and who viewed the record', async () => {
    stubApi({ 'GET /api/me/health-record': record });
    renderRecord();
    const prescriptions = await screen.findByRole('region', { name: text.prescriptionsHeading });
    const [current, replaced] = within(prescriptions).getAllByRole('listitem');
    expect(current).toHaveTextContent(text.valid);
    // Its medicines by name, not by count.
    expect(current).toHaveTextContent('Napa 500 mg, Omeprazole 20 mg');
    expect(within(current!).getByRole('link', { name: text.downloadPdf })).toHaveAttribute(
      'href',
      '/api/prescriptions/p-2/pdf',
    );
    expect(within(current!).getByRole('link', { name: text.verify })).toHaveAttribute(
      'href',
      '/verify/BBBBBBBBBBBBBBBBBBBBBBBB',
    );
    expect(replaced).toHaveTextContent(text.replacedOn('Feb 11, 2026'));
    expect(screen.getByRole('region', { name: text.consultationsHeading })).toHaveTextContent(
      'Gingivitis',
    );
    expect(screen.getByRole('region', { name: text.viewsHeading })).toHaveTextContent('Dr. Rahman');
  });

  it("switches to a family member's record, whose views and uploads are theirs", async () => {
    const family: PatientProfile[] = [
      {
        _id: 'u-rahim',
        name: 'Rahim Uddin',
        relation: 'self',
        dateOfBirth: '1990-05-04',
        sex: 'male',
        phone: null,
        self: true,
      },
      {
        _id: 'p-rafi',
        name: 'Rafi Uddin',
        relation: 'child',
        dateOfBirth: '2019-03-01',
        sex: 'male',
        phone: null,
        self: false,
      },
    ];
    const rafisRecord: HealthRecord = {
      patientId: 'p-rafi',
      consultations: [],
      prescriptions: [],
      reports: [],
      testResults: [],
      views: [{ doctorName: 'Dr. Nasreen Akter', viewedAt: '2026-02-12T03:35:00Z' }],
    };
    const calls = stubApi({
      'GET /api/family': family,
      'GET /api/me/health-record': ({ search }) => (search ? rafisRecord : record),
      'POST /api/me/reports': {
        _id: 'r-2',
        fileName: 'xray.pdf',
        contentType: 'application/pdf',
        sizeBytes: 4,
        bookingId: null,
        uploadedAt: '2026-02-12T03:35:00Z',
      },
    });
    const user = userEvent.setup();
    renderRecord();
    const switcher = await screen.findByLabelText(familyCopy.recordOf);
    expect(switcher).toHaveDisplayValue(familyCopy.myself);
    const views = await screen.findByRole('region', { name: text.viewsHeading });
    expect(views).toHaveTextContent('Dr. Rahman');

    await user.selectOptions(switcher, 'p-rafi');
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: text.viewsHeading })).toHaveTextContent(
        'Dr. Nasreen Akter',
      ),
    );
    expect(
      calls.filter((call) => call.request === 'GET /api/me/health-record').map((c) => c.search),
    ).toEqual(['', '?patientId=p-rafi']);
    await user.upload(
      screen.getByLabelText(text.upload),
      new File(['%PDF'], 'xray.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(text.uploaded)).toBeInTheDocument();
    const form = calls.find((call) => call.request === 'POST /api/me/reports')!.body as FormData;
    expect(form.get('patientId')).toBe('p-rafi');
  });

  it('shows no switcher while the account has no family members', async () => {
    stubApi({ 'GET /api/family': [], 'GET /api/me/health-record': record });
    renderRecord();
    await screen.findByRole('region', { name: text.viewsHeading });
    expect(screen.queryByLabelText(familyCopy.recordOf)).toBeNull();
  });

  it('uploads a report to an upcoming appointment', async () => {
    const calls = stubApi({
      'GET /api/me/health-record': record,
      'POST /api/me/reports': {
        _id: 'r-1',
        fileName: 'cbc.pdf',
        contentType: 'application/pdf',
        sizeBytes: 4,
        bookingId: 'b-2',
        uploadedAt: '2026-02-10T03:35:00Z',
      },
    });
    const user = userEvent.setup();
    renderRecord();
    await user.selectOptions(await screen.findByLabelText(text.attachTo), 'b-2');
    await user.upload(
      screen.getByLabelText(text.upload),
      new File(['%PDF'], 'cbc.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(text.uploaded)).toBeInTheDocument();
    const form = calls.find((call) => call.request === 'POST /api/me/reports')!.body as FormData;
    expect(form.get('bookingId')).toBe('b-2');
    expect((form.get('file') as File).name).toBe('cbc.pdf');
  });

  it('deletes a report only after the patient confirms it', async () => {
    const report = {
      _id: 'r-1',
      fileName: 'cbc.pdf',
      contentType: 'application/pdf' as const,
      sizeBytes: 4,
      bookingId: null,
      uploadedAt: '2026-02-10T03:35:00Z',
    };
    const calls = stubApi({
      'GET /api/me/health-record': { ...record, reports: [report] },
      'DELETE /api/reports/:id': { deletedCount: 1 },
    });
    const user = userEvent.setup();
    renderRecord();
    const remove = await screen.findByRole('button', { name: text.deleteReportName('cbc.pdf') });
    expect(remove).toHaveTextContent(text.deleteReport);

    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: text.deleteReportTitle });
    expect(dialog).toHaveTextContent(text.deleteReportText('cbc.pdf'));
    await user.click(within(dialog).getByRole('button', { name: text.deleteReportCancel }));
    expect(calls.some((call) => call.request === 'DELETE /api/reports/r-1')).toBe(false);

    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: text.deleteReportTitle })).getByRole('button', {
        name: text.deleteReportConfirm,
      }),
    );
    expect(await screen.findByText(text.reportDeleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.request === 'DELETE /api/reports/r-1')).toHaveLength(1);
  });
});
