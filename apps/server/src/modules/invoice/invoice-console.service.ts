import {
  formatBusinessTime,
  invoiceLinkPath,
  LOCALES,
  type ConsoleInvoiceResent,
  type Locale,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { runIdempotent } from '../ledger/index.js';
import { memberCard } from '../member/index.js';
import { orderOfOperator } from '../order/index.js';
import { invoiceLinkKey, signInvoiceLink } from './invoice-link.js';
import { orderInvoicePdf, type InvoiceFile } from './invoice.service.js';
import type { InvoiceSource } from './invoice-source.js';
import { orderInvoiceSource } from './order-invoice-source.js';

const localeOf = (text: string): Locale =>
  (LOCALES as readonly string[]).includes(text) ? (text as Locale) : 'en';

/** Where the portal answers, for a link in a mail (PUBLIC_URL, else the local server). */
const baseUrl = (config: AppDeps['config']) =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

/**
 * Mails the member their paid order's invoice as a PDF, with a signed link to it as well (the
 * InvoiceOss page: open, print, save as PDF; valid 7 days), in the language the order was
 * placed in, through the outbox in the transaction that writes the audit entry, so the mail is
 * queued exactly when the entry exists. The PDF is made before the mail is queued and kept with
 * it, so every try of the send job sends the same file. The operator's Idempotency-Key makes a
 * repeated click send one mail; a refusal (unpaid, no address) is told before the key is used,
 * so the same key can be tried again once fixed.
 */
export async function resendInvoice(
  deps: AppDeps,
  operator: OperatorContext,
  orderNo: string,
  key: string,
  source: InvoiceSource = orderInvoiceSource,
): Promise<ConsoleInvoiceResent> {
  const order = await orderOfOperator(deps.db, operator, 'order:view', orderNo);
  const at = deps.now();
  const member = await memberCard(deps.db, order.member_id);
  const email = member?.email?.trim();
  let pdf: InvoiceFile | undefined;
  return runIdempotent(deps.db, {
    scope: `operator:${operator.loginName}`,
    key,
    request: { call: 'orderInvoiceResend', orderNo: order.order_no },
    at,
    before: async () => {
      if (!order.paid_at) throw new AppError('invoiceOrderUnpaid');
      if (!email) throw new AppError('invoiceNoEmail');
      // made outside the transaction, and only when the key has no answer yet
      pdf = await orderInvoicePdf(deps, order.order_no, localeOf(order.locale), source);
    },
    run: async (trx) => {
      const query = signInvoiceLink(invoiceLinkKey(deps.config), order.order_no, at);
      const linkExpiresAt = new Date(query.expires * 1000);
      const locale = localeOf(order.locale);
      const params = {
        orderNo: order.order_no,
        name: member!.name,
        link: `${baseUrl(deps.config)}${invoiceLinkPath(query)}`,
        expires: formatBusinessTime(linkExpiresAt),
      };
      await deps.mailer.send(
        {
          to: email!,
          subject: translate(locale, 'invoice.mail.subject', params),
          text: translate(locale, 'invoice.mail.body', params),
          ...(pdf && {
            attachments: [
              { fileName: pdf.fileName, contentType: 'application/pdf', content: pdf.body },
            ],
          }),
        },
        trx,
      );
      const sent = { email: email!, linkExpiresAt: linkExpiresAt.toISOString() };
      await recordAudit(
        trx,
        consoleAudit(operator, {
          permission: 'order:view',
          action: 'invoice:resend',
          companyCode: order.company_code,
          target: `order:${order.order_no}`,
          outcome: 'ok',
          after: sent,
          at,
        }),
      );
      return { orderNo: order.order_no, ...sent };
    },
  });
}
