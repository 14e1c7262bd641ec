import type { Locale } from '@portal/contract';
import { translate } from '../../lib/i18n.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

// inline styles only: the page CSP allows them, and no script (plugins/security.ts)
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2328}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;
box-shadow:0 1px 4px #0002}h1{font-size:1.4rem;margin-top:0}dl{display:grid;
grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:flex;gap:.75rem;flex-wrap:wrap}button,a.button{font-size:1rem;padding:.7rem 1.2rem;
border-radius:6px;border:1px solid #0b57d0;cursor:pointer;text-decoration:none}
.approve{background:#0b57d0;color:#fff}.cancel{background:#fff;color:#0b57d0}
button:focus-visible,a:focus-visible{outline:3px solid #f9ab00;outline-offset:2px}`;

export interface PageSession {
  reference: string;
  amount: string;
  currency: string;
  status: string;
  formAction: string;
  returnUrl: string;
}

/** The hosted page: what is paid and two buttons in a plain form, or why there is nothing to do. */
export function sandboxPageHtml(locale: Locale, session: PageSession | undefined): string {
  const t = (key: string, params?: Record<string, string>) =>
    escapeHtml(translate(locale, `payment.sandbox.${key}`, params));
  if (!session) return page(locale, t('title'), `<p>${t('notFound')}</p>`);
  const facts = `<dl><dt>${t('reference')}</dt><dd>${escapeHtml(session.reference)}</dd>
<dt>${t('amount')}</dt><dd>${escapeHtml(session.amount)} ${escapeHtml(session.currency)}</dd></dl>`;
  if (session.status !== 'requires_action') {
    const back = `<a class="button cancel" href="${escapeHtml(session.returnUrl)}">OK</a>`;
    return page(
      locale,
      t('title'),
      `${facts}<p>${t('done', { status: session.status })}</p>${back}`,
    );
  }
  const form = `<form method="post" action="${escapeHtml(session.formAction)}">
<button class="approve" type="submit" name="action" value="approve">${t('approve')}</button>
<button class="cancel" type="submit" name="action" value="cancel">${t('cancel')}</button></form>`;
  return page(locale, t('title'), `<p>${t('intro')}</p>${facts}${form}`);
}

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>${STYLE}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
