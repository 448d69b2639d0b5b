import { CONSENT_VERSION, type ClinicalProfile } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { clinicalRecordCopy } from '../../../copy/en/clinical-record';
import { familyCopy } from '../../../copy/en/family';
import { stubApi } from '../../../test/stub-api';
import { ConsentStep } from './consent-step';
import { TestProviders } from '../../../test/providers';

const text = clinicalRecordCopy.consent;

const missing: ClinicalProfile = {
  dateOfBirth: null,
  sex: null,
  consent: null,
  consentVersion: CONSENT_VERSION,
};

afterEach(() => vi.unstubAllGlobals());

function renderStep(member?: ComponentProps<typeof ConsentStep>['member']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <Toaster />
      <ConsentStep member={member}>
        <button type="button">Join consultation</button>
      </ConsentStep>
    </TestProviders>,
  );
}

describe('ConsentStep', () => {
  it('asks for the consent, date of birth and sex, stores them, then shows what it guards', async () => {
    let profile = missing;
    const calls = stubApi({
      'GET /api/me/clinical-profile': () => profile,
      'PUT /api/me/clinical-profile': ({ body }) => {
        profile = { ...profile, ...(body as Pick<ClinicalProfile, 'dateOfBirth' | 'sex'>) };
        return profile;
      },
      'POST /api/me/consent': () => {
        profile = {
          ...profile,
          consent: { version: CONSENT_VERSION, agreedAt: '2026-11-23T10:00:00Z' },
        };
        return profile;
      },
    });
    const user = userEvent.setup();
    renderStep();
    expect(await screen.findByRole('heading', { name: text.heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join consultation' })).toBeNull();

    await user.type(screen.getByLabelText(text.dateOfBirth), '1990-05-04');
    await user.selectOptions(screen.getByLabelText(text.sex), 'female');
    await user.click(screen.getByRole('checkbox', { name: text.agreement }));
    await user.click(screen.getByRole('button', { name: text.agree }));

    expect(await screen.findByRole('button', { name: 'Join consultation' })).toBeInTheDocument();
    const put = calls.find((call) => call.request === 'PUT /api/me/clinical-profile');
    expect(put?.body).toEqual({ dateOfBirth: '1990-05-04', sex: 'female' });
    const consent = calls.find((call) => call.request === 'POST /api/me/consent');
    expect(consent?.body).toEqual({ version: CONSENT_VERSION });
  });

  it('sends nothing until the consent box is ticked', async () => {
    const calls = stubApi({
      'GET /api/me/clinical-profile': { ...missing, dateOfBirth: '1990-05-04', sex: 'male' },
    });
    const user = userEvent.setup();
    renderStep();
    await user.click(await screen.findByRole('button', { name: text.agree }));
    expect(calls.map((call) => call.request)).toEqual(['GET /api/me/clinical-profile']);
    expect(screen.queryByLabelText(text.dateOfBirth)).toBeNull();
  });

  it("asks a child's guardian, for the child's profile, in the guardian's words", async () => {
    const rafi = { patientId: 'p-rafi', name: 'Rafi Uddin', child: true };
    let profile: ClinicalProfile = { ...missing, dateOfBirth: '2019-03-01', sex: 'male' };
    const calls = stubApi({
      'GET /api/me/clinical-profile': () => profile,
      'POST /api/me/consent': () => {
        profile = {
          ...profile,
          consent: { version: CONSENT_VERSION, agreedAt: '2026-11-23T10:00:00Z' },
        };
        return profile;
      },
    });
    const user = userEvent.setup();
    renderStep(rafi);
    const agreement = await screen.findByRole('checkbox', {
      name: familyCopy.guardianConsent('Rafi Uddin'),
    });
    expect(familyCopy.guardianConsent('Rafi Uddin')).toBe(
      'I am the parent or legal guardian of Rafi Uddin and I agree to this consultation.',
    );
    await user.click(agreement);
    await user.click(screen.getByRole('button', { name: text.agree }));

    expect(await screen.findByRole('button', { name: 'Join consultation' })).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'GET /api/me/clinical-profile')?.search).toBe(
      '?patientId=p-rafi',
    );
    expect(calls.find((call) => call.request === 'POST /api/me/consent')?.body).toEqual({
      version: CONSENT_VERSION,
      patientId: 'p-rafi',
    });
  });

  it('shows what it guards at once when everything is on record', async () => {
    stubApi({
      'GET /api/me/clinical-profile': {
        dateOfBirth: '1990-05-04',
        sex: 'male',
        consent: { version: CONSENT_VERSION, agreedAt: '2026-11-23T10:00:00Z' },
        consentVersion: CONSENT_VERSION,
      },
    });
    renderStep();
    expect(await screen.findByRole('button', { name: 'Join consultation' })).toBeInTheDocument();
  });
});
