import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copy } from '../../../copy/en';
import { DeleteAccountSection } from './profile-sections';
import { TestProviders } from '../../../test/providers';

const text = copy.profile.danger;

describe('DeleteAccountSection', () => {
  it('says what deleting the account does before anyone asks for it', () => {
    render(
      <TestProviders queryClient={new QueryClient()}>
        <MemoryRouter>
          <DeleteAccountSection />
        </MemoryRouter>
      </TestProviders>,
    );
    const section = screen.getByRole('region', { name: text.heading });
    const effects = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(effects).toEqual(text.effects);
    expect(effects.join(' ')).toMatch(/signs you out on every device/);
    expect(effects.join(' ')).toMatch(/refunds in full/);
    expect(effects.join(' ')).toMatch(/name, e-mail address and phone number/);
    expect(within(section).getByText(text.kept)).toBeTruthy();
    expect(within(section).getByRole('button', { name: text.delete })).toBeTruthy();
  });
});
