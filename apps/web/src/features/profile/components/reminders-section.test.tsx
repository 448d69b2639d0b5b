import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remindersCopy as text } from '../../../copy/en/reminders';
import { stubApi } from '../../../test/stub-api';
import { RemindersSection } from './reminders-section';
import { TestProviders } from '../../../test/providers';

afterEach(() => vi.unstubAllGlobals());

describe('RemindersSection', () => {
  it('shows whether SMS reminders are on and turns them off', async () => {
    const calls = stubApi({
      'GET /api/profile/notifications': { smsReminders: true },
      'PUT /api/profile/notifications': { smsReminders: false },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <TestProviders queryClient={queryClient}>
        <RemindersSection />
        <Toaster />
      </TestProviders>,
    );
    const toggle = await screen.findByRole('checkbox', { name: text.sms });
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await userEvent.setup().click(toggle);
    expect(await screen.findByText(text.savedOff)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(calls.find((call) => call.request === 'PUT /api/profile/notifications')?.body).toEqual({
      smsReminders: false,
    });
  });
});
