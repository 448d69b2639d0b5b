import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { stubApi } from '../../../test/stub-api';
import { DoctorProfileSection } from './doctor-profile-section';
import { TestProviders } from '../../../test/providers';

const labels = copy.admin.doctorProfile;

afterEach(() => vi.unstubAllGlobals());

describe('DoctorProfileSection', () => {
  it("shows the doctor's profile without the registration number and saves what they change", async () => {
    const calls = stubApi({
      'GET /api/me/doctor-profile': {
        name: 'Dr. Rahim',
        image: '/uploads/r-512.webp',
        bmdcNumber: 'A-12345',
        qualifications: 'MBBS',
        experienceYears: 9,
        languages: ['Bangla'],
        bio: '',
        qualificationsBn: '',
        bioBn: '',
      },
      'PATCH /api/me/doctor-profile': { modifiedCount: 1 },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders queryClient={queryClient}>
        <DoctorProfileSection />
        <Toaster />
      </TestProviders>,
    );
    const languages = await screen.findByLabelText(labels.languages);
    expect(languages).toHaveValue('Bangla');
    expect(screen.queryByLabelText(labels.bmdcNumber)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Dr. Rahim' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(languages, ', English');
    await user.click(screen.getByRole('button', { name: copy.profile.doctor.save }));
    expect(await screen.findByText(copy.profile.doctor.saved)).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'PATCH /api/me/doctor-profile')?.body).toEqual({
      qualifications: 'MBBS',
      experienceYears: 9,
      languages: ['Bangla', 'English'],
      bio: '',
      qualificationsBn: '',
      bioBn: '',
    });
  });
});
