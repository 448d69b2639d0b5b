import type { Doctor } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { stubApi } from '../../../test/stub-api';
import { EditDoctorForm } from './edit-doctor-form';
import { TestProviders } from '../../../test/providers';

const text = copy.admin.editDoctor;
const doctor: Doctor = {
  _id: 'd-1',
  name: 'Dr. Rahim',
  email: 'rahim@clinic.example',
  specialty: 'Cardiology',
  image: '/uploads/old-512.webp',
  bmdcNumber: 'A-12345',
  qualifications: 'MBBS',
  experienceYears: 9,
  languages: ['Bangla'],
  bio: '',
  qualificationsBn: '',
  bioBn: '',
  status: 'active',
};

afterEach(() => vi.unstubAllGlobals());

function renderEdit() {
  const calls = stubApi({
    'GET /api/doctors': [doctor],
    'POST /api/uploads/images': {
      success: true,
      data: {
        url: '/uploads/new-512.webp',
        medium: { url: '/uploads/new-256.webp' },
        thumb: { url: '/uploads/new-96.webp' },
      },
    },
    'PATCH /api/doctors/:id': { modifiedCount: 1 },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/manageDoctors/:id', element: <EditDoctorForm id="d-1" /> },
      { path: paths.manageDoctors, element: <p>Manage page</p> },
    ],
    { initialEntries: [paths.editDoctor('d-1')] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return calls;
}

describe('EditDoctorForm', () => {
  it('saves the profile, and keeps the photo when none is chosen', async () => {
    const calls = renderEdit();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(text.name);
    expect(screen.getByLabelText(copy.admin.doctorProfile.bmdcNumber)).toHaveValue('A-12345');
    await user.clear(name);
    await user.type(name, 'Dr. Rahim Uddin');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
    expect(await screen.findByText(text.saved('Dr. Rahim Uddin'))).toBeInTheDocument();
    expect(calls.map((call) => call.request)).not.toContain('POST /api/uploads/images');
    expect(calls.find((call) => call.request === 'PATCH /api/doctors/d-1')?.body).toEqual({
      name: 'Dr. Rahim Uddin',
      bmdcNumber: 'A-12345',
      qualifications: 'MBBS',
      experienceYears: 9,
      languages: ['Bangla'],
      bio: '',
      qualificationsBn: '',
      bioBn: '',
    });
  });

  it('uploads a new photo first and saves its URL', async () => {
    const calls = renderEdit();
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText(text.photo),
      new File([new Uint8Array([0x89, 0x50])], 'rahim.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'PATCH /api/doctors/d-1')?.body).toMatchObject({
      image: '/uploads/new-512.webp',
    });
  });
});
