import { BUTTON_RELOCK_MS } from '@portal/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountBadge } from './count-badge';
import { RelockButton } from './relock-button';

afterEach(() => {
  vi.useRealTimers();
});

describe('RelockButton (double-click protection)', () => {
  it('ignores clicks for 2,000 ms after a click, and keeps its focus meanwhile', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<RelockButton onClick={onClick}>Send</RelockButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(0));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // aria-disabled, never disabled: a disabled button would drop the keyboard focus
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    act(() => vi.advanceTimersByTime(BUTTON_RELOCK_MS - 1));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('still submits its form: it locks only after the click', () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <RelockButton htmlType="submit">Send</RelockButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // while locked, a second click does not submit again
    act(() => vi.advanceTimersByTime(0));
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('CountBadge', () => {
  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i items show %j', (count, text) => {
    const { container } = render(
      <CountBadge count={count}>
        <span>icon</span>
      </CountBadge>,
    );
    const value = container.querySelector('.count-badge-value');
    expect(value?.textContent ?? null).toBe(text);
  });
});
