import { formatCount, formatMinor, type Prize } from '@portal/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/format/money';

/** A prize in the member's language: e-wallet credit in the company's currency, points, a product. */
export function prizeText(
  t: TFunction,
  prize: Prize,
  money: { currency: string; minorUnit: number; locale: string },
): string {
  switch (prize.kind) {
    case 'ewallet': {
      const amount = formatMinor(BigInt(prize.amountMinor), money.minorUnit);
      return t('promotion.prize.ewallet', {
        amount: formatMoney(amount, money.minorUnit, money.currency, money.locale),
      });
    }
    case 'points':
      return t('promotion.prize.points', { points: formatCount(prize.points, money.locale) });
    case 'product':
      return t('promotion.prize.product', { name: prize.name });
    case 'none':
      return t('promotion.prize.none');
  }
}

/** The same prize in as few words as the wheel's slice holds: an amount alone for money. */
export function prizeShort(
  t: TFunction,
  prize: Prize,
  money: { currency: string; minorUnit: number; locale: string },
): string {
  if (prize.kind !== 'ewallet') return prizeText(t, prize, money);
  const amount = formatMinor(BigInt(prize.amountMinor), money.minorUnit);
  return formatMoney(amount, money.minorUnit, money.currency, money.locale);
}
