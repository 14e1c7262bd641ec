import {
  invoiceLinkPath,
  toInvoice,
  type Invoice,
  type InvoiceLink,
  type InvoiceLinkQuery,
  type InvoiceView,
  type Locale,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { checkInvoiceLink, invoiceLinkKey, signInvoiceLink } from './invoice-link.js';
import { invoiceLook } from './invoice-look.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceSource } from './invoice-source.js';

export interface InvoiceFile {
  fileName: string;
  body: Buffer;
}

/**
 * The member's own order's invoice. Another member's order answers exactly like an order that
 * does not exist (orderNotFound), so ids cannot be probed.
 */
async function ownView(
  deps: AppDeps,
  member: MemberContext,
  orderNo: string,
  source: InvoiceSource,
): Promise<InvoiceView> {
  const view = await source(deps, orderNo);
  if (!view || view.memberId !== member.memberId) throw new AppError('orderNotFound');
  return view;
}

/** The view a signed link names; a forged, altered or stale link is refused. */
async function signedView(
  deps: AppDeps,
  query: InvoiceLinkQuery,
  source: InvoiceSource,
): Promise<InvoiceView> {
  const check = checkInvoiceLink(invoiceLinkKey(deps.config), query, deps.now());
  if (!check.ok) {
    throw new AppError(check.reason === 'expired' ? 'invoiceLinkExpired' : 'invoiceLinkInvalid');
  }
  const view = await source(deps, check.orderNo);
  // a genuine link to an order that is gone: nothing to show, and nothing more to tell
  if (!view) throw new AppError('invoiceLinkInvalid');
  return view;
}

async function pdfOf(deps: AppDeps, view: InvoiceView, locale: Locale): Promise<InvoiceFile> {
  const { invoice, look } = invoiceLook(deps.config, toInvoice(view), locale);
  const body = await renderInvoicePdf(invoice, look);
  return { fileName: `invoice-${view.orderNo}.pdf`, body };
}

export async function memberInvoice(
  deps: AppDeps,
  member: MemberContext,
  orderNo: string,
  source: InvoiceSource,
): Promise<Invoice> {
  return toInvoice(await ownView(deps, member, orderNo, source));
}

export async function memberInvoicePdf(
  deps: AppDeps,
  member: MemberContext,
  orderNo: string,
  locale: Locale,
  source: InvoiceSource,
): Promise<InvoiceFile> {
  return pdfOf(deps, await ownView(deps, member, orderNo, source), locale);
}

/** A signed, expiring InvoiceOss link to the member's own order's invoice. */
export async function memberInvoiceLink(
  deps: AppDeps,
  member: MemberContext,
  orderNo: string,
  source: InvoiceSource,
): Promise<InvoiceLink> {
  const view = await ownView(deps, member, orderNo, source);
  const query = signInvoiceLink(invoiceLinkKey(deps.config), view.orderNo, deps.now());
  const path = invoiceLinkPath(query);
  const base = deps.config.publicUrl?.replace(/\/+$/, '');
  return {
    path,
    url: base ? `${base}${path}` : null,
    expiresAt: new Date(query.expires * 1000).toISOString(),
  };
}

/**
 * An order's invoice as a PDF, for the console's re-send: the caller has already checked the
 * operator may see the order. Undefined when the order has no invoice view.
 */
export async function orderInvoicePdf(
  deps: AppDeps,
  orderNo: string,
  locale: Locale,
  source: InvoiceSource,
): Promise<InvoiceFile | undefined> {
  const view = await source(deps, orderNo);
  return view && pdfOf(deps, view, locale);
}

export async function signedInvoice(
  deps: AppDeps,
  query: InvoiceLinkQuery,
  source: InvoiceSource,
): Promise<Invoice> {
  return toInvoice(await signedView(deps, query, source));
}

export async function signedInvoicePdf(
  deps: AppDeps,
  query: InvoiceLinkQuery,
  locale: Locale,
  source: InvoiceSource,
): Promise<InvoiceFile> {
  return pdfOf(deps, await signedView(deps, query, source), locale);
}
