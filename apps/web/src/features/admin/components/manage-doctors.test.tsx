import type { Doctor } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { stubApi } from '../../../test/stub-api';
import { ManageDoctors } from './manage-doctors';
import { TestProviders } from '../../../test/providers';

const text = copy.admin.manageDoctors;
const profile = {
  bmdcNumber: null,
  qualifications: '',
  experienceYears: null,
  languages: [],
  bio: '',
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

describe('ManageDoctors', () => {
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
