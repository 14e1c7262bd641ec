import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

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
  return <>{formatMoney(amount, minorUnit, currency, i18n.language)}</>;
}
