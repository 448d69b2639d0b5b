import type { StaffList as StaffListAnswer } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { TestProviders } from '../../../test/providers';
import { failure, stubApi } from '../../../test/stub-api';
import { AddStaffForm } from './add-staff-form';
import { StaffList } from './staff-list';

const text = copy.staff;
const staff: StaffListAnswer = {
  members: [{ _id: 'u-1', name: 'Rina Das', email: 'rina@clinic.example', role: 'lab' }],
  invitations: [
    {
      _id: 'i-1',
      name: 'Nasima Akter',
      email: 'nasima@clinic.example',
      role: 'pharmacist',
      expiresAt: '2026-12-03T10:00:00.000Z',
      expired: false,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderStaffPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <AddStaffForm />
        <StaffList />
      </MemoryRouter>
      <Toaster />
    </TestProviders>,
  );
}

describe('the Staff page', () => {
  it('invites with name, e-mail and role, and says what is missing first', async () => {
    const calls = stubApi({
      'GET /api/staff': staff,
      'POST /api/staff/invitations': { acknowledged: true, insertedId: 'i-2' },
    });
    renderStaffPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.add.submit }));
    expect(await screen.findByText(`${text.add.role} is required`)).toBeVisible();
    expect(calls.map((call) => call.request)).not.toContain('POST /api/staff/invitations');

    await user.type(screen.getByLabelText(text.add.name), 'Karim Uddin');
    await user.type(screen.getByLabelText(text.add.email), 'karim@clinic.example');
    await user.selectOptions(screen.getByLabelText(text.add.role), text.roles.lab);
    await user.click(screen.getByRole('button', { name: text.add.submit }));
    expect(await screen.findByText(text.add.invited('Karim Uddin'))).toBeInTheDocument();
    expect(calls.find((call) => call.request === 'POST /api/staff/invitations')?.body).toEqual({
      name: 'Karim Uddin',
      email: 'karim@clinic.example',
      role: 'lab',
    });
  });

  it('lists staff with their role and pending invitations; revoking asks first', async () => {
    const calls = stubApi({
      'GET /api/staff': staff,
      'DELETE /api/staff/invitations/:id': { deletedCount: 1 },
      'DELETE /api/staff/:id': failure(404, 'No staff member has this id'),
    });
    renderStaffPage();
    const user = userEvent.setup();
    const member = (await screen.findByText('Rina Das')).closest('tr')!;
    expect(within(member).getByText(text.roles.lab)).toBeVisible();

    const invitation = screen.getByText('Nasima Akter').closest('tr')!;
    expect(within(invitation).getByText(text.roles.pharmacist)).toBeVisible();
    await user.click(
      within(invitation).getByRole('button', { name: `${text.invitations.revoke}: Nasima Akter` }),
    );
    const dialog = screen.getByRole('dialog', { name: text.invitations.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: copy.admin.cancel }));
    expect(calls.map((call) => call.request)).not.toContain('DELETE /api/staff/invitations/i-1');
    await user.click(
      within(invitation).getByRole('button', { name: `${text.invitations.revoke}: Nasima Akter` }),
    );
    await user.click(within(dialog).getByRole('button', { name: text.invitations.revoke }));
    expect(await screen.findByText(text.invitations.revoked('Nasima Akter'))).toBeInTheDocument();
    expect(calls.map((call) => call.request)).toContain('DELETE /api/staff/invitations/i-1');

    await user.click(
      within(member).getByRole('button', { name: `${text.members.remove}: Rina Das` }),
    );
    const removal = screen.getByRole('dialog', { name: text.members.confirmTitle });
    await user.click(within(removal).getByRole('button', { name: text.members.remove }));
    expect(await screen.findByText('No staff member has this id')).toBeInTheDocument();
  });
});
