import type { Language } from '@sustho/contracts/language';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

describe("the calendar's keys", () => {
  const focusedName = () => document.activeElement?.getAttribute('aria-label');

  it('make the grid one tab stop, on the chosen day, and move by day and week past days that cannot be picked', async () => {
    const user = userEvent.setup();
    const calendar = renderCalendar('en', { off: [new Date(2026, 10, 13)], full: [] });
    // The previous month's arrow cannot be pressed in today's month: Tab passes it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveFocus();
    await user.tab();
    expect(calendar.getByRole('button', { name: /^10, / })).toHaveFocus();
    expect(calendar.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(
      1,
    );

    // 11, 12, then 14: the 13th is a day off.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focusedName()).toBe('14, Saturday 14 November 2026');
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('7, Saturday 7 November 2026');
    // The week's Sunday, the 1st, is past: Home stays.
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('7, Saturday 7 November 2026');
    await user.keyboard('{ArrowDown}{Home}');
    expect(focusedName()).toBe('8, Sunday 8 November 2026');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('14, Saturday 14 November 2026');
    // Back to today, and no further: the days before it are past.
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focusedName()).toBe('3, Tuesday 3 November 2026, today');
    expect(calendar.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([
      document.activeElement,
    ]);
  });

  it('cross into the next month and back, showing the month the focus is on', async () => {
    const user = userEvent.setup();
    const calendar = renderCalendar('en');
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedName()).toBe('1, Tuesday 1 December 2026');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('December 2026');
    await user.keyboard('{ArrowLeft}');
    expect(focusedName()).toBe('30, Monday 30 November 2026');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('1, Tuesday 1 December 2026');
    expect(calendar.getByRole('button', { name: /^1, / })).toHaveFocus();
  });

  it.each([
    ['en', '10, Thursday 10 December 2026', 'December 2026'],
    ['bn', '১০, বৃহস্পতিবার ১০ ডিসেম্বর ২০২৬', 'ডিসেম্বর ২০২৬'],
  ] as const)(
    'move by a month with Page Down, and not beyond the last day (%s)',
    async (language, tenthOfDecember, december) => {
      const user = userEvent.setup();
      renderCalendar(language);
      await user.tab();
      await user.tab();
      await user.keyboard('{PageDown}');
      expect(focusedName()).toBe(tenthOfDecember);
      expect(screen.getByRole('grid', { name: december })).toBeInTheDocument();
      expect(document.activeElement!.closest('td')).toHaveAttribute('data-day', '2026-12-10');
      // January's 10th is beyond the last day, 2 January: the focus stays.
      await user.keyboard('{PageDown}');
      expect(focusedName()).toBe(tenthOfDecember);
      await user.keyboard('{PageUp}');
      expect(screen.getByRole('grid', { name: /^(November|নভেম্বর) / })).toBeInTheDocument();
    },
  );
  it('keep the focus on a day that becomes full while focused, marked disabled', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const calendar = (full: Date[]) => (
      <LanguageProvider value={{ language: 'en', copy: english, setLanguage: () => {} }}>
        <AppointmentCalendar
          today={today}
          lastDay={new Date(2027, 0, 2)}
          selected={selected}
          onSelect={onSelect}
          unavailable={{ off: [], full }}
        />
      </LanguageProvider>
    );
    const { rerender } = render(calendar([]));
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    rerender(calendar([new Date(2026, 10, 11)]));
    const eleventh = screen.getByRole('button', {
      name: '11, Wednesday 11 November 2026, fully booked, unavailable',
    });
    expect(eleventh).toHaveFocus();
    expect(eleventh).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    // Once the focus leaves it, it is disabled as the other unavailable days are.
    await user.keyboard('{ArrowRight}');
    expect(eleventh).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(new Date(2026, 10, 12));
  });
});

describe("the calendar's month arrows", () => {
  it.each([
    [
      'en',
      'Go to the Previous Month',
      'Go to the Next Month',
      ['November 2026', 'December 2026', 'January 2027'],
    ],
    ['bn', 'পূর্ববর্তী মাসে যান', 'পরবর্তী মাসে যান', ['নভেম্বর ২০২৬', 'ডিসেম্বর ২০২৬', 'জানুয়ারি ২০২৭']],
  ] as const)(
    "turn the months from today's to the last day's, and cannot be pressed beyond (%s)",
    async (language, previousName, nextName, months) => {
      const user = userEvent.setup();
      renderCalendar(language);
      const previous = screen.getByRole('button', { name: previousName });
      const next = screen.getByRole('button', { name: nextName });
      const shown = () => screen.getByRole('grid').getAttribute('aria-label');
      expect(shown()).toBe(months[0]);
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      await user.click(previous);
      expect(shown()).toBe(months[0]);

      await user.click(next);
      expect(shown()).toBe(months[1]);
      expect(previous).not.toHaveAttribute('aria-disabled');
      expect(next).not.toHaveAttribute('aria-disabled');
      await user.click(next);
      expect(shown()).toBe(months[2]);
      expect(next).toHaveAttribute('aria-disabled', 'true');
      await user.click(next);
      expect(shown()).toBe(months[2]);
      // January shows its two bookable days, the rest beyond the last day.
      expect(
        within(screen.getByRole('grid'))
          .getAllByRole('button')
          .filter((day) => !day.hasAttribute('disabled')),
      ).toHaveLength(2);

      await user.click(previous);
      await user.click(previous);
      expect(shown()).toBe(months[0]);
      expect(previous).toHaveAttribute('aria-disabled', 'true');
    },
  );

  it("open on the chosen day's month", () => {
    render(
      <LanguageProvider value={{ language: 'en', copy: english, setLanguage: () => {} }}>
        <AppointmentCalendar
          today={today}
          lastDay={new Date(2027, 0, 2)}
          selected={new Date(2026, 11, 24)}
          onSelect={() => {}}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('grid')).toHaveAccessibleName('December 2026');
    expect(
      screen.getByRole('button', { name: '24, Thursday 24 December 2026, selected' }),
    ).toHaveAttribute('tabindex', '0');
  });
});

describe("the calendar's cells", () => {
  it.each(['en', 'bn'] as const)(
    'carry the day in Latin digits, today, the choice, and empty cells for the days around the month (%s)',
    (language) => {
      renderCalendar(language);
      const cell = (iso: string) => document.querySelector(`td[data-day="${iso}"]`)!;
      expect(cell('2026-11-03')).toHaveAttribute('data-today', 'true');
      expect(cell('2026-11-10')).toHaveAttribute('aria-selected', 'true');
      expect(cell('2026-11-10').querySelector('button')).toHaveTextContent(
        language === 'bn' ? '১০' : '10',
      );
      // November 2026 ends on a Monday: its last week is filled with December's first days.
      expect(cell('2026-12-01')).toHaveAttribute('data-outside', 'true');
      expect(cell('2026-12-01')).toBeEmptyDOMElement();
      expect(
        document.querySelectorAll('td[data-day]:not([data-outside="true"]) button'),
      ).toHaveLength(30);
    },
  );
});
