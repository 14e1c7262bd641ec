import type { ReactNode } from 'react';
import './money.css';

export type MoneyTone = 'credit' | 'debit';

/**
 * One money value on screen. `data-money` marks it for the phone overflow journey, which
 * checks every money value stays inside the screen; it never wraps inside itself.
 */
export function MoneyValue({ children, tone }: { children: ReactNode; tone?: MoneyTone }) {
  const className = tone ? `money-value money-${tone}` : 'money-value';
  return (
    <span data-money="" className={className}>
      {children}
    </span>
  );
}

/**
 * A movement: money in green and signed +, money out red with its − (already in the text).
 * `amount` is the exact served amount, `text` the same amount formatted.
 */
export function SignedMoney({ amount, text }: { amount: string; text: string }) {
  const incoming = !amount.trim().startsWith('-');
  return (
    <MoneyValue tone={incoming ? 'credit' : 'debit'}>{incoming ? `+${text}` : text}</MoneyValue>
  );
}
