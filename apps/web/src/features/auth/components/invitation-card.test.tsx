import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { failure, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { InvitationCard } from './invitation-card';
import { TestProviders } from '../../../test/providers';

const text = copy.invitations;
const invitation = {
  name: 'Dr. Nusrat Jahan',
  role: 'doctor' as const,
  email: 'nusrat@clinic.example',
};
const signedInAs = (email: string) => ({
  user: { id: 'u-1', name: 'Someone', email, emailVerified: true, image: null },
  session: { id: 's-1', expiresAt: '2030-01-01' },
});

afterEach(() => vi.unstubAllGlobals());

function renderInvitation(routes: ApiRoutes) {
  const calls = stubApi({
    'GET /api/auth/get-session': null,
    'GET /api/users/admin/:email': { isAdmin: false },
    'GET /api/jwt': { accessToken: 'token' },
    'POST /api/auth/sign-in/email': { redirect: false, token: 'session' },
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/invite/:token', element: <InvitationCard token="tok-1" /> },
      { path: paths.dashboard, element: <p>Dashboard page</p> },
    ],
    { initialEntries: [paths.invitation('tok-1')] },
  );
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return calls;
}

describe('InvitationCard', () => {
  it('sets a password, signs in and opens the dashboard', async () => {
    const calls = renderInvitation({
      'GET /api/invitations/:token': { ...invitation, accountExists: false },
      'POST /api/invitations/:token/accept': { acknowledged: true },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(text.password), 'nusrat-2026-secret');
    await user.click(screen.getByRole('button', { name: text.setPassword }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    const sent = (request: string) => calls.find((call) => call.request === request)?.body;
    expect(sent('POST /api/invitations/tok-1/accept')).toEqual({ password: 'nusrat-2026-secret' });
    expect(sent('POST /api/auth/sign-in/email')).toEqual({
      email: invitation.email,
      password: 'nusrat-2026-secret',
    });
  });

  it('accepts with the signed-in account of that e-mail', async () => {
    const calls = renderInvitation({
      'GET /api/auth/get-session': signedInAs(invitation.email),
      'GET /api/invitations/:token': { ...invitation, accountExists: true },
      'POST /api/invitations/:token/accept': { acknowledged: true },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.accept }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls.filter((call) => call.request === 'POST /api/invitations/tok-1/accept')).toEqual([
      expect.objectContaining({ body: {} }),
    ]);
  });

  it('says why it cannot be accepted', async () => {
    renderInvitation({
      'GET /api/invitations/:token': failure(
        409,
        'This invitation has expired: ask the clinic to send a new one',
      ),
    });
    expect(await screen.findByText(text.cannotAccept)).toBeInTheDocument();
    expect(
      screen.getByText('This invitation has expired: ask the clinic to send a new one'),
    ).toBeInTheDocument();
  });

  it('asks to sign in to an existing account, and to switch from another one', async () => {
    renderInvitation({
      'GET /api/invitations/:token': { ...invitation, accountExists: true },
    });
    expect(await screen.findByText(text.signInFirst, { exact: false })).toBeInTheDocument();
    expect(screen.queryByLabelText(text.password)).not.toBeInTheDocument();
  });

  it('refuses to go on as a different account', async () => {
    renderInvitation({
      'GET /api/auth/get-session': signedInAs('someone-else@example.com'),
      'GET /api/invitations/:token': { ...invitation, accountExists: false },
    });
    expect(await screen.findByText(text.otherAccount(invitation.email))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.accept })).not.toBeInTheDocument();
  });
});
