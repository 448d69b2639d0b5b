import {
  ADMIN_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  type PlanSubscription,
  type UserListEntry,
} from '@sustho/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { failure, stubApi, withHeaders, type ApiRoutes } from '../../../test/stub-api';
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
  { _id: me.id, name: me.name, email: me.email, role: 'admin', noShows: 0, plan: null },
  {
    _id: 'doctor-1',
    name: 'Dr. Rahim',
    email: 'rahim@clinic.example',
    role: 'doctor',
    noShows: 0,
    plan: null,
  },
  {
    _id: 'admin-2',
    name: 'Second Admin',
    email: 'second@clinic.example',
    role: 'admin',
    noShows: 0,
    plan: null,
  },
  ...Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, index): UserListEntry => ({
    _id: `user-${index}`,
    name: `Patient ${index}`,
    email: `patient${index}@example.com`,
    role: 'user',
    noShows: index % 3,
    plan:
      index === 0
        ? { subscriptionId: 'sub-0', plan: 'professional', endsOn: '2030-01-15', paid: true }
        : null,
  })),
];

afterEach(() => vi.unstubAllGlobals());

/** Answers the session, the admin check and GET /users (paged and searched like the API). */
function stubUsersApi(routes: ApiRoutes = {}) {
  const calls = stubApi({
    ...routes,
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
  return {
    requested: () =>
      calls.filter((call) => call.request === 'GET /api/users').map((call) => call.search),
    roleChanges: () =>
      calls
        .map((call) => call.request)
        .filter((request) => /^(PUT|DELETE) \/api\/users\/admin\//.test(request)),
  };
}

function renderAllUsers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders queryClient={queryClient}>
      <AllUsers />
      <Toaster />
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
    const adminRow = screen.getByText('second@clinic.example').closest('tr')!;
    expect(
      within(adminRow).getByRole('button', { name: `${text.removeAdmin}: Second Admin` }),
    ).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button', { name: /Remove admin/ })).toBeNull();
  });

  it('asks before Make Admin, naming the person, and makes them an admin only once confirmed', async () => {
    const { roleChanges } = stubUsersApi({ 'PUT /api/users/admin/:id': { modifiedCount: 1 } });
    const user = userEvent.setup();
    renderAllUsers();
    const row = (await screen.findByText('patient1@example.com')).closest('tr')!;
    const makeAdmin = within(row).getByRole('button', { name: `${text.makeAdmin}: Patient 1` });

    await user.click(makeAdmin);
    const dialog = screen.getByRole('dialog', { name: 'Make Patient 1 an admin?' });
    expect(
      within(dialog).getByText(text.makeAdminText('Patient 1', 'patient1@example.com')),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: copy.admin.cancel }));
    expect(roleChanges()).toEqual([]);

    await user.click(makeAdmin);
    await user.click(within(dialog).getByRole('button', { name: text.makeAdmin }));
    expect(await screen.findByText(text.madeAdmin)).toBeInTheDocument();
    expect(roleChanges()).toEqual(['PUT /api/users/admin/user-1']);
  });

  it("asks before Remove admin, naming the person, and shows the server's refusal", async () => {
    const refusal = 'The last admin cannot stop being an admin: make another user an admin first';
    let refused = true;
    const { roleChanges } = stubUsersApi({
      'DELETE /api/users/admin/:id': () => (refused ? failure(409, refusal) : { modifiedCount: 1 }),
    });
    const user = userEvent.setup();
    renderAllUsers();
    const row = (await screen.findByText('second@clinic.example')).closest('tr')!;
    const remove = within(row).getByRole('button', { name: `${text.removeAdmin}: Second Admin` });

    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove Second Admin as an admin?' });
    expect(
      within(dialog).getByText(text.removeAdminText('Second Admin', 'second@clinic.example')),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: text.removeAdmin }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();

    refused = false;
    await user.click(remove);
    await user.click(within(dialog).getByRole('button', { name: text.removeAdmin }));
    expect(await screen.findByText(text.removedAdmin)).toBeInTheDocument();
    expect(roleChanges()).toEqual([
      'DELETE /api/users/admin/admin-2',
      'DELETE /api/users/admin/admin-2',
    ]);
  });

  it("shows each patient's no-show count", async () => {
    stubUsersApi();
    renderAllUsers();
    expect(await screen.findByRole('columnheader', { name: text.columns.noShows })).toBeVisible();
    const row = (await screen.findByText('patient2@example.com')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('2');
  });

  it('pages through a long list and numbers rows across pages, and searches from page 1', async () => {
    const { requested } = stubUsersApi();
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

  it("shows each user's plan and refunds a paid one with a reason, after asking", async () => {
    let refunds: unknown[] = [];
    stubUsersApi({
      'POST /api/admin/plan-subscriptions/:id/refund': ({ params, body }) => {
        refunds = [...refunds, { id: params.id, body }];
        return refunds.length === 1 ? failure(409, 'The plan is already refunded') : planRefunded;
      },
    });
    const user = userEvent.setup();
    renderAllUsers();
    const row = (await screen.findByText('patient0@example.com')).closest('tr')!;
    expect(within(row).getByText('Professional until Jan 15, 2030')).toBeInTheDocument();
    const otherRow = screen.getByText('patient1@example.com').closest('tr')!;
    expect(within(otherRow).getByText('—')).toBeInTheDocument();
    expect(within(otherRow).queryByRole('button', { name: /Refund plan/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Refund plan: Patient 0' }));
    const dialog = screen.getByRole('dialog', { name: "Refund Patient 0's plan?" });
    await user.click(within(dialog).getByRole('button', { name: 'Refund plan' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(refunds).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund plan' }));
    expect(await screen.findByText('The plan is already refunded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund plan' }));
    expect(await screen.findByText('The plan was refunded.')).toBeInTheDocument();
    expect(refunds).toEqual([
      { id: 'sub-0', body: { reason: 'Charged twice' } },
      { id: 'sub-0', body: { reason: 'Charged twice' } },
    ]);
  });
});

const planRefunded: PlanSubscription = {
  _id: 'sub-0',
  plan: 'professional',
  name: 'Professional',
  period: 'monthly',
  price: 8,
  currency: 'USD',
  state: 'refunded',
  startsOn: '2029-12-16',
  endsOn: '2030-01-15',
  paid: true,
  refunded: true,
  refundedAmount: 8,
  effect: 'starts_now',
};
