import { avatarUrl, BUTTON_RELOCK_MS, pictureUrl } from '@portal/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initialsOf } from './avatar';
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

describe('initialsOf', () => {
  it.each([
    ['Budi Santoso', 'BS'],
    ['demo', 'D'],
    ['  maría   de la  cruz ', 'MC'],
    ["'Ali' (Abu) Bakar", 'AB'],
    ['Émile Zola', 'ÉZ'],
  ])('Latin names: %j → %j, first and last words', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it.each([
    ['王小明', '王'],
    ['欧阳 娜娜', '欧'],
    ['山田太郎', '山'],
    ['김민준', '김'],
  ])('CJK names: %j → %j, the family name first', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('gives a question mark for a name without letters', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' - ')).toBe('?');
  });
});

describe('Avatar', () => {
  const initialsShown = () => screen.getByRole('img', { name: 'Your picture' });

  it('shows the initials on a circle when there is no picture', () => {
    render(<Avatar name="Budi Santoso" label="Your picture" />);
    expect(initialsShown()).toHaveClass('avatar-initials');
    expect(initialsShown()).toHaveTextContent('BS');
  });

  it("shows the initials instead of the server's generated pattern", () => {
    render(<Avatar src={avatarUrl('1042')} name="王小明" label="Your picture" />);
    expect(initialsShown().tagName).toBe('SPAN');
    expect(initialsShown()).toHaveTextContent('王');
  });

  it("shows the member's own picture, and the initials if it cannot load", () => {
    const src = pictureUrl(1042, 'a1b2c3');
    render(<Avatar src={src} name="Budi Santoso" label="Your picture" />);
    const picture = initialsShown();
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', src);
    fireEvent.error(picture);
    expect(initialsShown()).toHaveTextContent('BS');
  });
});
