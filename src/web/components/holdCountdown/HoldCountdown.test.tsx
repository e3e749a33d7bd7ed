import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/renderWithApi';
import { TEST_NOW } from '../../testing/testPark';
import { HoldCountdown } from './HoldCountdown';

/** The server's now (TEST_NOW), plus this many seconds. */
const inSeconds = (seconds: number) =>
  new Date(Date.parse(TEST_NOW) + seconds * 1000).toISOString();

const elapse = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

const spoken = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('the countdown of an unpaid hold', () => {
  beforeEach(() => {
    // The device's clock is a year out: the countdown goes by the server's.
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('When a hold has 14 minutes 21 seconds left by the server, then it says so, and a second later 14:20', () => {
    renderWithApi(<HoldCountdown endsAt={inSeconds(14 * 60 + 21)} what="slot" />);
    expect(screen.getByText(/^Held for you for/)).toHaveTextContent(
      'Held for you for 14:21 more. If you have not paid by then, the slot is freed for others to book.',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('14:21');
    elapse(1);
    expect(screen.getByRole('timer')).toHaveTextContent('14:20');
  });

  it('When it ticks, then screen readers hear nothing until 5 minutes are left, then at 1 minute', () => {
    renderWithApi(<HoldCountdown endsAt={inSeconds(5 * 60 + 2)} what="slot" />);
    expect(spoken()).toBe('');
    elapse(1);
    expect(screen.getByRole('timer')).toHaveTextContent('05:01');
    expect(spoken()).toBe('');
    elapse(1);
    expect(spoken()).toBe('5 minutes left to pay.');
    elapse(60);
    expect(screen.getByRole('timer')).toHaveTextContent('04:00');
    expect(spoken()).toBe('5 minutes left to pay.');
    elapse(180);
    expect(spoken()).toBe('1 minute left to pay.');
  });

  it('When it reaches 0, then it says the slot is freed, once, and stops', () => {
    const ended = vi.fn();
    renderWithApi(<HoldCountdown endsAt={inSeconds(3)} what="slot" onEnd={ended} />);
    elapse(3);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      screen.getByText('Your hold has ended: the slot is freed for others to book.', {
        selector: 'p:not([aria-live])',
      }),
    ).toBeInTheDocument();
    expect(spoken()).toBe('Your hold has ended: the slot is freed for others to book.');
    elapse(10);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('When a hold is an hour or more, then the hours show too; a pass says its checkout closes', () => {
    renderWithApi(<HoldCountdown endsAt={inSeconds(3600 + 5 * 60 + 9)} what="pass" />);
    expect(screen.getByText(/^Held for you for/)).toHaveTextContent(
      'Held for you for 1:05:09 more. If you have not paid by then, this checkout closes.',
    );
  });
});
