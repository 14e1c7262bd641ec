import {
  currencySign,
  formatBusinessDate,
  formatBusinessTime,
  formatCount,
  formatMoney,
  formatVolume,
  type Instant,
} from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The contract's formats bound to the member's language, so a page writes every time, date,
 * amount, BV and count one way: `const f = useFormats(); f.money('24.90', 2, 'USD')`.
 * Pages never call Intl or toLocale… themselves (a structure test holds them to it).
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      locale,
      /** an instant: 'YYYY-MM-DD HH:mm UTC+8' in every language */
      time: (value: Instant) => formatBusinessTime(value),
      /** a date alone, in the member's locale */
      date: (value: Instant) => formatBusinessDate(value, locale),
      money: (amount: string, minorUnit: number, currency: string) =>
        formatMoney(amount, minorUnit, currency, locale),
      currency: (currency: string) => currencySign(currency, locale),
      /** BV in exact hundredths, the unit left to the text */
      bv: (bv: string | number) => formatVolume(bv, locale),
      /** whole points and counts */
      count: (n: string | number) => formatCount(n, locale),
    }),
    [locale],
  );
}
