import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@sustho/contracts';
import { paths } from '../../../config/paths';
import { copy } from '../../../copy/en';
import { SLOW_ANSWER_MS } from '../../../hooks/use-submission';
import { LoginForm } from './login-form';
import { TestProviders } from '../../../test/providers';

const text = copy.auth.login;

// The early-press script, run once for this file's document as the page's <head> runs it.
beforeAll(() => {
  const script = path.resolve(import.meta.dirname, '../../../../public/keep-early-press.js');
  new Function(readFileSync(script, 'utf8'))();
});

/**
 * The sign-in calls answer `signInStatus`, and the session then names an account of `role`; every
 * request is recorded with its body.
 */
function stubApi(signInStatus: number, role: UserRole = 'user') {
  const requests: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (path === '/api/client-config') return json(200, { providers: {} });
    if (path === '/api/auth/sign-in/email')
      return signInStatus === 200
        ? json(200, {})
        : json(signInStatus, { message: 'Wrong', code: 'INVALID_EMAIL_OR_PASSWORD' });
    if (path === '/api/jwt') return json(200, { accessToken: 'not.a.token' });
    if (path === '/api/auth/get-session')
      return json(200, {
        user: { id: 'u-1', name: 'Someone', email: 'someone@example.com', role },
        session: { id: 's-1', expiresAt: '2030-01-01' },
      });
    throw new Error(`Unexpected call ${path}`);
  });
  return requests;
}

/** The login page, reached directly or (with `from`) sent there by a guard. */
function loginPage(from?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <TestProviders queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[{ pathname: '/login', state: from ? { from: { pathname: from } } : null }]}
      >
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="/" element={<p>Home page</p>} />
          <Route path={paths.myAgenda} element={<p>My Agenda page</p>} />
          <Route path={paths.healthRecord} element={<p>Health record page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </TestProviders>
  );
}

const signIns = (requests: { path: string; body: unknown }[]) =>
  requests.filter((request) => request.path === '/api/auth/sign-in/email');

let root: Root | undefined;
afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the login form', () => {
  it('keeps a press made on the server-rendered form and sends what was typed, once, when the app runs it', async () => {
    const requests = stubApi(200);
    const container = document.createElement('div');
    container.innerHTML = renderToString(loginPage());
    const status = document.createElement('div');
    status.id = 'early-press-status';
    document.body.append(container, status);

    // The server's form, before any of the app's code runs: typed into, then Enter.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(text.email), 'patient@example.com');
    await user.type(screen.getByLabelText(text.password), 'a-long-password{Enter}');
    const button = screen.getByRole('button', { name: text.submit });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(copy.forms.kept);
    // A second press while the first is kept is the same request.
    await user.click(button);
    expect(signIns(requests)).toEqual([]);
    await act(async () => {
      root = hydrateRoot(container, loginPage());
    });
    await screen.findByText(text.success);
    expect(signIns(requests)).toEqual([
      {
        path: '/api/auth/sign-in/email',
        body: { email: 'patient@example.com', password: 'a-long-password' },
      },
    ]);
    expect(status).toBeEmptyDOMElement();
  });

  it('says when the answer is slow and tries again on request, counting only the new answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (path === '/api/client-config') return json({ providers: {} });
      if (path === '/api/jwt') return json({ accessToken: 'not.a.token' });
      if (path !== '/api/auth/sign-in/email') throw new Error(`Unexpected call ${path}`);
      signals.push(init!.signal!);
      // The first sign-in hangs until it is aborted; the second answers at once.
      if (signals.length > 1) return json({});
      return new Promise<Response>((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
      );
    });
    render(loginPage());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText(text.email), 'patient@example.com');
    await user.type(screen.getByLabelText(text.password), 'a-long-password');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(screen.getByRole('button', { name: text.submit })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(copy.forms.slowAnswer)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(copy.forms.slowAnswer);
    await user.click(screen.getByRole('button', { name: copy.forms.tryAgain }));
    await screen.findByText(text.success);
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    // The abandoned press's abort is not reported as a failure.
    expect(screen.queryByText(/Error Occurred/)).toBeNull();
  });

  it('keeps what was typed when the sign-in fails', async () => {
    stubApi(401);
    render(loginPage());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(text.email), 'patient@example.com');
    await user.type(screen.getByLabelText(text.password), 'wrong-password');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await screen.findByText(text.failure(copy.auth.errors.INVALID_EMAIL_OR_PASSWORD));
    expect(screen.getByLabelText(text.email)).toHaveValue('patient@example.com');
    expect(screen.getByLabelText(text.password)).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  it('lands a doctor on My Agenda and anyone else on the home page, unless a guard sent them here', async () => {
    const signIn = async (role: UserRole, from?: string) => {
      stubApi(200, role);
      const { unmount } = render(loginPage(from));
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(text.email), 'someone@example.com');
      await user.type(screen.getByLabelText(text.password), 'a-long-password');
      await user.click(screen.getByRole('button', { name: text.submit }));
      const landed = await screen.findByText(/ page$/);
      const where = landed.textContent;
      unmount();
      vi.unstubAllGlobals();
      return where;
    };
    expect(await signIn('doctor')).toBe('My Agenda page');
    expect(await signIn('user')).toBe('Home page');
    expect(await signIn('admin')).toBe('Home page');
    // The page a guard sent the visitor away from still comes first, for a doctor too.
    expect(await signIn('doctor', paths.healthRecord)).toBe('Health record page');
  });
});
