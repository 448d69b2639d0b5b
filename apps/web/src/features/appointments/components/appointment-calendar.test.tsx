import type { Language } from '@sustho/contracts/language';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy as bangla } from '../../../copy/bn';
import { copy as english } from '../../../copy/en';
import { LanguageProvider } from '../../../copy/language';
import { AppointmentCalendar } from './appointment-calendar';

const today = new Date(2026, 10, 3);
const selected = new Date(2026, 10, 10);

function renderCalendar(language: Language, unavailable?: { off: Date[]; full: Date[] }) {
  render(
    <LanguageProvider
      value={{ language, copy: language === 'bn' ? bangla : english, setLanguage: () => {} }}
    >
      <AppointmentCalendar
        today={today}
        lastDay={new Date(2027, 0, 2)}
        selected={selected}
        onSelect={() => {}}
        unavailable={unavailable}
      />
    </LanguageProvider>,
  );
  return within(screen.getByRole('grid'));
}

describe("the calendar's day buttons", () => {
  it('are named by the number they show, as a word, then the whole day (English)', () => {
    const calendar = renderCalendar('en');
    expect(
      calendar.getByRole('button', { name: '10, Tuesday 10 November 2026, selected' }),
    ).toHaveTextContent(/^10$/);
    expect(calendar.getByRole('button', { name: '11, Wednesday 11 November 2026' })).toBeEnabled();
    expect(
      calendar.getByRole('button', { name: '3, Tuesday 3 November 2026, today' }),
    ).toBeEnabled();
    // Days before today cannot be picked, and are named the same way, with why.
    expect(
      calendar.getByRole('button', { name: '2, Monday 2 November 2026, past day, unavailable' }),
    ).toBeDisabled();
  });

  it('disable the days off and full days they are given, and say why, in both languages', () => {
    const unavailable = {
      off: [new Date(2026, 10, 13)],
      full: [new Date(2026, 10, 12)],
    };
    const calendar = renderCalendar('en', unavailable);
    expect(
      calendar.getByRole('button', { name: '13, Friday 13 November 2026, day off, unavailable' }),
    ).toBeDisabled();
    expect(
      calendar.getByRole('button', {
        name: '12, Thursday 12 November 2026, fully booked, unavailable',
      }),
    ).toBeDisabled();
    expect(calendar.getByRole('button', { name: '11, Wednesday 11 November 2026' })).toBeEnabled();
  });

  it('say why a day is unavailable in Bangla', () => {
    const calendar = renderCalendar('bn', { off: [new Date(2026, 10, 13)], full: [] });
    expect(
      calendar.getByRole('button', {
        name: '১৩, শুক্রবার ১৩ নভেম্বর ২০২৬, ছুটির দিন, বুক করা যাবে না',
      }),
    ).toBeDisabled();
  });

  it('are named in Bangla with the Bangla digits they show', () => {
    const calendar = renderCalendar('bn');
    expect(
      calendar.getByRole('button', { name: '১০, মঙ্গলবার ১০ নভেম্বর ২০২৬, নির্বাচিত' }),
    ).toHaveTextContent(/^১০$/);
  });

  it.each(['en', 'bn'] as const)(
    'begin every name with the visible text as a word of its own (%s)',
    (language) => {
      const buttons = renderCalendar(language).getAllByRole('button');
      expect(buttons.length).toBeGreaterThan(27);
      for (const button of buttons)
        expect(button.getAttribute('aria-label')!.split(', ')[0]).toBe(button.textContent);
    },
  );
});
