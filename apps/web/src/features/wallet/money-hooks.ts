import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

/** Decimals a served amount carries: the server writes exactly the currency's minor unit. */
export function decimalsOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
}

/**
 * Formats amounts in the current language. A served amount carries its digits; a typed one
 * ("25") passes the currency's minor unit, so it shows as the server will book it ("$25.00").
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (amount: string, currency: string, minorUnit: number = decimalsOf(amount)) =>
      formatMoney(amount, minorUnit, currency, locale),
    [locale],
  );
}
