import type { Doctor } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { failure, stubApi } from '../../../test/stub-api';
import { ManageDoctors } from './manage-doctors';
import { TestProviders } from '../../../test/providers';

const text = copy.admin.manageDoctors;
const profile = {
  bmdcNumber: null,
  qualifications: '',
  experienceYears: null,
  languages: [],
  bio: '',
  qualificationsBn: '',
  bioBn: '',
};
const doctors: Doctor[] = [
  {
    _id: 'd-1',
    name: 'Dr. Invited',
    email: 'invited@clinic.example',
    specialty: 'Cardiology',
    image: '/uploads/a.webp',
    ...profile,
    status: 'invited',
  },
  {
    _id: 'd-2',
    name: 'Dr. Active',
    email: 'active@clinic.example',
    specialty: 'Cardiology',
    image: '/uploads/b.webp',
    ...profile,
    status: 'active',
  },
];

afterEach(() => vi.unstubAllGlobals());

function renderManageDoctors() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <ManageDoctors />
      </MemoryRouter>
      <Toaster />
    </TestProviders>,
  );
}

describe('ManageDoctors', () => {
  it('names, before deleting, how many upcoming appointments the deletion cancels and refunds', async () => {
    const counts = { 'd-1': { upcoming: 0, paid: 0 }, 'd-2': { upcoming: 3, paid: 2 } };
    const calls = stubApi({
      'GET /api/doctors': doctors,
      'GET /api/doctors/:id/upcoming-bookings': ({ params }) =>
        counts[params.id as keyof typeof counts],
      'DELETE /api/doctors/:id': { deletedCount: 1 },
    });
    renderManageDoctors();
    const user = userEvent.setup();
    const activeRow = (await screen.findByText('Dr. Active')).closest('tr')!;
    await user.click(within(activeRow).getByRole('button', { name: 'Delete: Dr. Active' }));
    const dialog = screen.getByRole('dialog', { name: copy.admin.confirmTitle });
    expect(await within(dialog).findByText(text.willCancel(3, 2))).toBeVisible();
    expect(text.willCancel(3, 2)).toBe(
      '3 upcoming appointments will be cancelled and 2 paid ones refunded in full.',
    );
    await user.click(within(dialog).getByRole('button', { name: copy.admin.confirm }));
    expect(await screen.findByText(text.deleted('Dr. Active'))).toBeInTheDocument();
    expect(calls.map((call) => call.request)).toContain('DELETE /api/doctors/d-2');

    const invitedRow = screen.getByText('Dr. Invited').closest('tr')!;
    await user.click(within(invitedRow).getByRole('button', { name: 'Delete: Dr. Invited' }));
    expect(await within(dialog).findByText(text.noUpcoming)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: copy.admin.cancel }));
    expect(calls.map((call) => call.request)).not.toContain('DELETE /api/doctors/d-1');
  });

  it('says so when the upcoming appointments cannot be counted, and still lets the admin delete', async () => {
    stubApi({
      'GET /api/doctors': doctors,
      'GET /api/doctors/:id/upcoming-bookings': failure(404, 'No doctor has this id'),
    });
    renderManageDoctors();
    const user = userEvent.setup();
    const activeRow = (await screen.findByText('Dr. Active')).closest('tr')!;
    await user.click(within(activeRow).getByRole('button', { name: 'Delete: Dr. Active' }));
    const dialog = screen.getByRole('dialog', { name: copy.admin.confirmTitle });
    expect(
      await within(dialog).findByText(text.countFailed('No doctor has this id')),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: copy.admin.confirm })).toBeEnabled();
  });

  it('shows Invited and Active, and resends an invitation once per press', async () => {
    let answer: (value: { acknowledged: boolean }) => void = () => {};
    const calls = stubApi({
      'GET /api/doctors': doctors,
      'POST /api/doctors/:id/invitation': () => new Promise((resolve) => (answer = resolve)),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <ManageDoctors />
        </MemoryRouter>
        <Toaster />
      </TestProviders>,
    );
    const invitedRow = (await screen.findByText('Dr. Invited')).closest('tr')!;
    const activeRow = screen.getByText('Dr. Active').closest('tr')!;
    expect(within(invitedRow).getByText(text.status.invited)).toBeInTheDocument();
    expect(within(activeRow).getByText(text.status.active)).toBeInTheDocument();
    expect(within(activeRow).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(
      within(activeRow).getByRole('link', { name: `${text.edit}: Dr. Active` }),
    ).toHaveAttribute('href', '/dashboard/manageDoctors/d-2');

    const user = userEvent.setup();
    const resend = within(invitedRow).getByRole('button', { name: `${text.resend}: Dr. Invited` });
    await user.click(resend);
    expect(resend).toBeDisabled();
    await user.click(resend);
    answer({ acknowledged: true });
    expect(await screen.findByText(text.resent('Dr. Invited'))).toBeInTheDocument();
    expect(
      calls.filter((call) => call.request === 'POST /api/doctors/d-1/invitation'),
    ).toHaveLength(1);
  });
});
