import type { UploadedImage } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { failure, stubApi, type ApiAnswer, type ApiRoutes } from '../../../test/stub-api';
import { AddDoctorForm } from './add-doctor-form';
import { TestProviders } from '../../../test/providers';

const text = copy.admin.addDoctor;

afterEach(() => vi.unstubAllGlobals());

type Upload = ApiRoutes['POST /api/uploads/images'];
type Save = ApiRoutes['POST /api/doctors'];
const saved = { acknowledged: true, insertedId: 'doctor-1' };

/** Stubs the three calls the form makes; `answers` decides the upload's and the save's outcome. */
function stubFormApi(answers: { upload: Upload; save: Save }) {
  const calls = stubApi({
    'GET /api/appointmentSpecialty': [
      { _id: '1', treatmentName: 'Teeth Orthodontics', title: 'Teeth Orthodontics' },
    ],
    'POST /api/uploads/images': answers.upload,
    'POST /api/doctors': answers.save,
  });
  return () => calls.map((call) => call.request);
}

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.addDoctor, element: <AddDoctorForm /> },
      { path: paths.manageDoctors, element: <p>Manage page</p> },
    ],
    { initialEntries: [paths.addDoctor] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return router;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(text.name), 'Dr. Farhana Akter');
  await user.type(screen.getByLabelText(text.email), 'farhana@clinic.example');
  await user.selectOptions(await screen.findByLabelText(text.specialty), 'Teeth Orthodontics');
  await user.upload(
    screen.getByLabelText(text.photo),
    new File([new Uint8Array([0x89, 0x50])], 'farhana.png', { type: 'image/png' }),
  );
}

const uploaded = {
  success: true,
  data: {
    url: '/uploads/a-512.webp',
    medium: { url: '/uploads/a-256.webp' },
    thumb: { url: '/uploads/a-96.webp' },
  },
} satisfies UploadedImage;

describe('AddDoctorForm', () => {
  it("says what is missing in the product's words and sends nothing", async () => {
    const requests = stubFormApi({ upload: uploaded, save: saved });
    const user = userEvent.setup();
    renderForm();
    await screen.findByLabelText(text.specialty);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(text.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(text.photoRequired)).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/appointmentSpecialty']);
  });

  it('uploads the photo, saves the doctor with its URL, then shows Manage Doctors', async () => {
    const requests = stubFormApi({ upload: uploaded, save: saved });
    const user = userEvent.setup();
    const router = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
    expect(await screen.findByText(text.added('Dr. Farhana Akter'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.manageDoctors);
    expect(requests()).toEqual([
      'GET /api/appointmentSpecialty',
      'POST /api/uploads/images',
      'POST /api/doctors',
    ]);
  });

  it('sends the optional profile, and says when the BMDC number is malformed', async () => {
    const calls = stubApi({
      'GET /api/appointmentSpecialty': [
        { _id: '1', treatmentName: 'Teeth Orthodontics', title: 'Teeth Orthodontics' },
      ],
      'POST /api/uploads/images': uploaded,
      'POST /api/doctors': saved,
    });
    const profileText = copy.admin.doctorProfile;
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.type(screen.getByLabelText(profileText.bmdcNumber), '12345');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(profileText.bmdcNumberInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(profileText.bmdcNumber));
    await user.type(screen.getByLabelText(profileText.bmdcNumber), 'A-12345');
    await user.type(screen.getByLabelText(profileText.experienceYears), '12');
    await user.type(screen.getByLabelText(profileText.languages), 'Bangla, English,');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'POST /api/doctors')?.body).toMatchObject({
      bmdcNumber: 'A-12345',
      experienceYears: 12,
      languages: ['Bangla', 'English'],
      qualifications: '',
      bio: '',
    });
  });

  it('keeps the form filled when the upload fails, and reuses an uploaded photo when only the save failed', async () => {
    let uploadAnswer: ApiAnswer<UploadedImage> = failure(
      400,
      'Only JPEG, PNG or WebP images can be uploaded',
    );
    let saveAnswer: ApiAnswer<typeof saved> = failure(
      500,
      'Something went wrong on our side. Please try again.',
    );
    const requests = stubFormApi({ upload: () => uploadAnswer, save: () => saveAnswer });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(
      await screen.findByText(text.uploadFailed('Only JPEG, PNG or WebP images can be uploaded')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(text.name)).toHaveValue('Dr. Farhana Akter');

    uploadAnswer = uploaded;
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(
      await screen.findByText(
        text.saveFailed('Something went wrong on our side. Please try again.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(text.email)).toHaveValue('farhana@clinic.example');

    saveAnswer = failure(409, 'A doctor with the e-mail farhana@clinic.example is already listed');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(
      await screen.findByText('A doctor with the e-mail farhana@clinic.example is already listed'),
    ).toBeInTheDocument();
    expect(requests().filter((request) => request === 'POST /api/uploads/images')).toHaveLength(2);
  });
});
