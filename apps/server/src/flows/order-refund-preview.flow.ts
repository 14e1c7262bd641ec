import type { Locale } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import type { OperatorContext } from '../lib/console-policy.js';
import { previewConsoleRefund } from '../modules/order/index.js';
import { tiersLostByRefund } from '../modules/promotion/index.js';

/**
 * The console's refund preview: what the order module says the refund gives and takes back
 * (it checks the operator's permission and company), then which prize tiers the member would
 * fall below in the company's running promotions, as the promotion module counts them (the
 * order module cannot ask it: promotions read the orders). Reads only.
 */
export async function refundPreviewFlow(
  deps: Pick<AppDeps, 'db' | 'now'>,
  operator: OperatorContext,
  orderNo: string,
  input: { amount?: string },
  locale: Locale,
) {
  const { preview, subject } = await previewConsoleRefund(deps, operator, orderNo, input);
  const promotionTiersLost =
    subject && !preview.pointsGivenBack ? await tiersLostByRefund(deps.db, subject, locale) : [];
  return { ...preview, promotionTiersLost };
}
