import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

/** Decimals a served amount carries: the server writes exactly the currency's minor unit. */
export function decimalsOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
}

/** Formats served amounts in the current language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (amount: string, currency: string) => formatMoney(amount, decimalsOf(amount), currency, locale),
    [locale],
  );
}

/** Formats ISO 8601 instants as local date and time in the current language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
    },
    [locale],
  );
}
