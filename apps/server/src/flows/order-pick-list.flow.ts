import type { Locale } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import type { OperatorContext } from '../lib/console-policy.js';
import { unicodeFonts } from '../modules/invoice/index.js';
import { consolePickList } from '../modules/order/index.js';

/**
 * The console's pick list and packing slips in the operator's language: the order module
 * prints them (and checks the operator's permission and company) with the invoice module's
 * Unicode fonts, which it cannot import itself (the invoice module reads the orders). Reads only.
 */
export function pickListFlow(
  deps: Pick<AppDeps, 'db' | 'config'>,
  operator: OperatorContext,
  q: { day: string; company: string },
  locale: Locale,
) {
  return consolePickList(deps, operator, q, {
    locale,
    unicodeFonts: () => unicodeFonts(deps.config),
  });
}
