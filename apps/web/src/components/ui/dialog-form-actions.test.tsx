import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/providers';
import { DialogFormActions } from './dialog-form-actions';

const labels = { close: 'Close', submit: 'Submit', login: 'Login' };

function renderActions(signedIn: boolean, onClose = vi.fn()) {
  function LoginPage() {
    const { state } = useLocation() as { state: { from?: { pathname: string } } | null };
    return <p>Login page, back to {state?.from?.pathname}</p>;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/appointment',
        element: (
          <form>
            <DialogFormActions
              signedIn={signedIn}
              busy={false}
              onClose={onClose}
              labels={labels}
              loginReason="Log in to book this appointment."
            />
          </form>
        ),
      },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: ['/appointment'] },
  );
  render(
    <TestProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return onClose;
}

describe('a dialog form’s actions', () => {
  it('offers a visitor Login, described by the reason, which brings them back afterwards', async () => {
    renderActions(false);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAccessibleDescription('Log in to book this appointment.');
    await userEvent.click(login);
    expect(await screen.findByText('Login page, back to /appointment')).toBeInTheDocument();
  });

  it('lets a signed-in user submit, and closes on Close', async () => {
    const onClose = renderActions(true);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByText('Log in to book this appointment.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
