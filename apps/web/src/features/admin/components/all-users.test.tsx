import { ADMIN_PAGE_SIZE, TOTAL_COUNT_HEADER, type UserListEntry } from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { stubApi, withHeaders } from '../../../test/stub-api';
import { AllUsers } from './all-users';
import { TestProviders } from '../../../test/providers';

const text = copy.admin.users;
const me = {
  id: 'admin-1',
  name: 'Head Admin',
  email: 'head@clinic.example',
  emailVerified: true,
  image: null,
};
const everyone: UserListEntry[] = [
  { _id: me.id, name: me.name, email: me.email, role: 'admin', noShows: 0 },
  { _id: 'doctor-1', name: 'Dr. Rahim', email: 'rahim@clinic.example', role: 'doctor', noShows: 0 },
  ...Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, index): UserListEntry => ({
    _id: `user-${index}`,
    name: `Patient ${index}`,
    email: `patient${index}@example.com`,
    role: 'user',
    noShows: index % 3,
  })),
];

afterEach(() => vi.unstubAllGlobals());

/** Answers the session, the admin check and GET /users (paged and searched like the API). */
function stubUsersApi() {
  const calls = stubApi({
    'GET /api/auth/get-session': { user: me, session: { id: 's', expiresAt: '2030-01-01' } },
    'GET /api/users/admin/:email': ({ params }) => ({ isAdmin: params.email === me.email }),
    'GET /api/users': ({ search }) => {
      const query = new URLSearchParams(search);
      const q = query.get('q') ?? '';
      const page = Number(query.get('page'));
      const matches = everyone.filter((user) => user.name.includes(q) || user.email.includes(q));
      return withHeaders(matches.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE), {
        [TOTAL_COUNT_HEADER]: String(matches.length),
      });
    },
  });
  return () => calls.filter((call) => call.request === 'GET /api/users').map((call) => call.search);
}

function renderAllUsers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <AllUsers />
    </TestProviders>,
  );
}

describe('AllUsers', () => {
  it("offers Make Admin only to patients (not doctors) and no Delete on the admin's own row", async () => {
    stubUsersApi();
    renderAllUsers();
    const ownRow = (await screen.findByText(me.email)).closest('tr')!;
    expect(within(ownRow).getByText(text.isAdmin)).toBeInTheDocument();
    expect(within(ownRow).getByText(text.you)).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button')).toBeNull();
    const patientRow = screen.getByText('patient0@example.com').closest('tr')!;
    expect(within(patientRow).getByRole('button', { name: /Make Admin/ })).toBeInTheDocument();
    expect(within(patientRow).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    const doctorRow = screen.getByText('rahim@clinic.example').closest('tr')!;
    expect(within(doctorRow).getByText(text.isDoctor)).toBeInTheDocument();
    expect(within(doctorRow).queryByRole('button', { name: /Make Admin/ })).toBeNull();
  });

  it("shows each patient's no-show count", async () => {
    stubUsersApi();
    renderAllUsers();
    expect(await screen.findByRole('columnheader', { name: text.columns.noShows })).toBeVisible();
    const row = (await screen.findByText('patient2@example.com')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('2');
  });

  it('pages through a long list and numbers rows across pages, and searches from page 1', async () => {
    const requested = stubUsersApi();
    const user = userEvent.setup();
    renderAllUsers();
    expect(await screen.findByText(text.page(1, 2))).toBeInTheDocument();
    expect(screen.getByText(text.count(everyone.length))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.next }));
    const firstOfPage2 = (await screen.findByText(everyone[ADMIN_PAGE_SIZE]!.email)).closest('tr')!;
    expect(within(firstOfPage2).getByRole('rowheader')).toHaveTextContent(
      String(ADMIN_PAGE_SIZE + 1),
    );

    await user.type(screen.getByRole('searchbox', { name: text.searchLabel }), 'patient7@');
    await user.click(screen.getByRole('button', { name: text.search }));
    expect(await screen.findByText('patient7@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text.pagination })).toBeNull();
    expect(requested()).toEqual(['?page=1', '?page=2', '?page=1&q=patient7%40']);
  });
});
