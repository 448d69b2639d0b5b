import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy';
import { AddDoctorForm } from './add-doctor-form';

const text = copy.admin.addDoctor;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

/** Stubs the three calls the form makes; `answers` decides the upload's and the save's outcome. */
function stubApi(answers: { upload: () => Response; save: () => Response }) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/appointmentSpecialty')
      return json(200, [{ _id: '1', treatmentName: 'Teeth Orthodontics' }]);
    if (path === '/api/uploads/images') return answers.upload();
    if (path === '/api/doctors') return answers.save();
    throw new Error(`Unexpected call ${path}`);
  });
  return calls;
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
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

const uploaded = () =>
  json(200, {
    success: true,
    data: {
      url: '/uploads/a-512.webp',
      medium: { url: '/uploads/a-256.webp' },
      thumb: { url: '/uploads/a-96.webp' },
    },
  });

describe('AddDoctorForm', () => {
  it("says what is missing in the spec's words and sends nothing", async () => {
    const calls = stubApi({ upload: uploaded, save: () => json(200, {}) });
    const user = userEvent.setup();
    renderForm();
    await screen.findByLabelText(text.specialty);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(text.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(text.photoRequired)).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/appointmentSpecialty']);
  });

  it('uploads the photo, saves the doctor with its URL, then shows Manage Doctors', async () => {
    const calls = stubApi({
      upload: uploaded,
      save: () => json(200, { acknowledged: true, insertedId: 'x' }),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText('Manage page')).toBeInTheDocument();
    expect(await screen.findByText(text.added('Dr. Farhana Akter'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.manageDoctors);
    expect(calls).toEqual([
      'GET /api/appointmentSpecialty',
      'POST /api/uploads/images',
      'POST /api/doctors',
    ]);
  });

  it('keeps the form filled when the upload fails, and reuses an uploaded photo when only the save failed', async () => {
    let uploadAnswer = () =>
      json(400, { message: 'Only JPEG, PNG or WebP images can be uploaded' });
    let saveAnswer = () =>
      json(500, { message: 'Something went wrong on our side. Please try again.' });
    const calls = stubApi({ upload: () => uploadAnswer(), save: () => saveAnswer() });
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

    saveAnswer = () =>
      json(409, { message: 'A doctor with the e-mail farhana@clinic.example is already listed' });
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(
      await screen.findByText('A doctor with the e-mail farhana@clinic.example is already listed'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call === 'POST /api/uploads/images')).toHaveLength(2);
  });
});
