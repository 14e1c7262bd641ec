import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';
import { MoneyValue } from './money-value';

/** Money in the company currency, exact as it came (never a float). */
export function Money({
  amount,
  minorUnit,
  currency,
}: {
  amount: string;
  minorUnit: number;
  currency: string;
}) {
  const { i18n } = useTranslation();
  return <MoneyValue>{formatMoney(amount, minorUnit, currency, i18n.language)}</MoneyValue>;
}
