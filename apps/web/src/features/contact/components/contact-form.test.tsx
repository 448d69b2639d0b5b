import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { copy } from '../../../copy/en';
import { TestProviders } from '../../../test/providers';
import { ContactForm } from './contact-form';

const text = copy.landing.contact.form;

afterEach(() => vi.unstubAllGlobals());

it('keeps what was typed when sending fails, and clears once the message is stored', async () => {
  let answer = { status: 503, body: { message: 'The service is busy' } as unknown };
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(answer.body), { status: answer.status }),
  );
  render(
    <TestProviders queryClient={new QueryClient()}>
      <ContactForm />
    </TestProviders>,
  );
  const user = userEvent.setup();
  const fields = {
    [text.name]: 'Ayesha Rahman',
    [text.email]: 'ayesha@example.com',
    [text.phone]: '01712345678',
    [text.message]: 'Do you see children?',
  };
  for (const [label, value] of Object.entries(fields))
    await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: text.submit }));
  await screen.findByText('The service is busy');
  for (const [label, value] of Object.entries(fields))
    expect(screen.getByLabelText(label)).toHaveValue(value);

  answer = { status: 200, body: { insertedId: '1' } };
  await user.click(screen.getByRole('button', { name: text.submit }));
  await screen.findByText(text.sent);
  expect(screen.queryByText('The service is busy')).toBeNull();
  for (const label of Object.keys(fields)) expect(screen.getByLabelText(label)).toHaveValue('');
});
