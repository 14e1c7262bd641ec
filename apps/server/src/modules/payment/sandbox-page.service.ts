import { currencyMinorUnit, formatMinor, type Locale } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { SessionRow } from './providers/redirect-sandbox.repository.js';
import { providersOf } from './providers/registry.js';
import { sandboxPageUrl } from './providers/redirect-sandbox.provider.js';
import { sandboxPageHtml } from './sandbox-page.html.js';

/** The decimals of a currency, as a provider knows them (IDR 0 is shown as the ISO says). */
const minorUnitOf = currencyMinorUnit;

function pageSession(row: SessionRow | undefined) {
  if (!row) return undefined;
  return {
    reference: row.reference,
    amount: formatMinor(row.amount_minor, minorUnitOf(row.currency)),
    currency: row.currency,
    status: row.status,
    formAction: sandboxPageUrl(row.page_token),
    returnUrl: returnTo(row),
  };
}

/** Back to the portal's page, told the outcome (shown only: the portal asks the provider). */
function returnTo(row: SessionRow): string {
  const joiner = row.return_url.includes('?') ? '&' : '?';
  return `${row.return_url}${joiner}status=${row.status === 'captured' ? 'captured' : 'failed'}`;
}

/** GET of the hosted page: 404 for an unknown token. */
export async function showSandboxPage(deps: AppDeps, token: string, locale: Locale) {
  const row = await providersOf(deps).thirdParty.session(token);
  return { status: row ? 200 : 404, html: sandboxPageHtml(locale, pageSession(row)) };
}

/** The hosted page's form: decides once, then sends the browser back (303 See Other). */
export async function submitSandboxPage(
  deps: AppDeps,
  token: string,
  action: 'approve' | 'cancel',
  locale: Locale,
): Promise<{ redirect: string } | { status: number; html: string }> {
  const row = await providersOf(deps).thirdParty.decide(token, action);
  if (!row) return { status: 404, html: sandboxPageHtml(locale, undefined) };
  return { redirect: returnTo(row) };
}
