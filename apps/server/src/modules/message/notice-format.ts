import { formatBusinessTime, type Locale } from '@portal/contract';
import { presentParams } from '../../lib/present-params.js';

type Params = Record<string, string | number>;

/**
 * A notice's parameters as the member reads them, with the formats every page uses (the
 * contract's): `time` the business time of `at` ('2026-11-27 02:17 UTC+8'); amounts with
 * their `currency` one money text in the recipient's locale ('$24,90' in id), so templates
 * write `{{amount}}` alone; `bv` and `points` with the locale's separators.
 */
export function presentedParams(locale: Locale, params: Params, at: Date): Params {
  return { ...presentParams(locale, params), time: formatBusinessTime(at) };
}
