import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/http/api-error';
import { messageOf } from '../../shared/ui/field-errors';

/**
 * Where a refused exchange is explained: beside what the member can change. The month's BV
 * rule, the points balance, the quantity (stock) and the address each have their place in
 * the exchange form; anything else goes above its button.
 */
export type FailurePlace = 'rule' | 'balance' | 'qty' | 'address' | 'form';

const PLACE_OF_ERROR: Readonly<Record<string, FailurePlace>> = {
  productBvInsufficient: 'rule',
  pointsBalanceInsufficient: 'balance',
  orderStockInsufficient: 'qty',
  addressRequired: 'address',
  deliveryUnavailable: 'address',
};

export interface ExchangeFailure {
  place: FailurePlace;
  message: string;
  /** a refusal of this exchange as composed: sending it again would be refused again */
  final: boolean;
}

/** The place of a field the server refused (`body.lines.0.qty`, `body.delivery.addressId`). */
function placeOfField(path: string): FailurePlace {
  if (path.includes('qty')) return 'qty';
  if (path.includes('delivery')) return 'address';
  return 'form';
}

/** Turns a failed beforeExchangePurchase or exchangePurchase into what the form shows. */
export function failureOf(error: unknown, t: TFunction): ExchangeFailure {
  if (!isApiError(error)) return { place: 'form', message: messageOf(error, t), final: false };
  const field = error.fields[0];
  if (field) {
    return {
      place: placeOfField(field.path),
      message: t(field.key, { ...field.params, field: t('pointsShop.qty') }),
      final: true,
    };
  }
  const place = (error.errorKey && PLACE_OF_ERROR[error.errorKey]) || 'form';
  return { place, message: messageOf(error, t), final: place !== 'form' };
}
