import type { OrderPaymentMethod, PayOrderBody } from '@portal/contract';
import { cardOf } from '../../../shared/payment/card-values';
import type { PaymentValues } from './payment-fields';

/**
 * The payOrder body of a filled form. The amount is always the order's amount due as the
 * server stated it (spec "Validation rules": it must equal the order amount); the member never types it.
 */
export function payBodyOf(
  method: OrderPaymentMethod,
  values: PaymentValues,
  amountDue: string,
  returnUrl: string,
): PayOrderBody {
  switch (method) {
    case 'ewallet':
      return { method, amount: amountDue, ...walletPart(values) };
    case 'card':
      return {
        method,
        amount: amountDue,
        card: cardOf(values),
        ...splitOf(values),
      };
    case 'thirdparty':
      return { method, amount: amountDue, returnUrl, ...splitOf(values) };
    case 'branch':
      return { method, amount: amountDue };
  }
}

function walletPart(values: PaymentValues) {
  return {
    account: values.account ?? 'bonus',
    pin: values.pin ?? '',
    ...(values.account === 'eproduct' ? { sponsorPassword: values.sponsorPassword ?? '' } : {}),
  } as const;
}

/** The e-wallet part of a split payment, paid first (only when the member asked for one). */
function splitOf(values: PaymentValues) {
  if (!values.split) return {};
  return { ewallet: { amount: (values.splitAmount ?? '').trim(), ...walletPart(values) } };
}
