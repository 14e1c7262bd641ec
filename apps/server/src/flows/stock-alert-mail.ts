import type { ConsoleStockDemand, Locale } from '@portal/contract';
import { translate } from '../lib/i18n.js';
import type { LowStockLine } from '../modules/catalog/index.js';

/**
 * The low-stock alert's mail, in the language the company chose for it in its console settings
 * (its operators share the one address); the products' names come in that language too, where
 * the catalogue has them.
 */
export function stockAlertMail(input: {
  companyCode: string;
  day: string;
  locale: Locale;
  lines: LowStockLine[];
  /** more low SKUs than the mail lists */
  more: boolean;
  demand: ConsoleStockDemand;
  /** when the job sends it, as the console shows it ("08:00 (UTC+8)") */
  at: string;
  consoleUrl?: string;
}): { subject: string; text: string } {
  const { companyCode: company, day, locale, lines, demand } = input;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `mail.stockAlert.${key}`, params);
  const due = new Map(demand.list.map((d) => [d.skuId, d.qty]));
  const count = input.more ? `${lines.length}+` : String(lines.length);
  const page = translate(locale, 'consoleStock.title');
  const where =
    t('where', { page, filter: translate(locale, 'consoleStock.lowOnly') }) +
    (input.consoleUrl ? `: ${input.consoleUrl}/console/stock` : '');
  const rows = lines.map((l) =>
    t('line', {
      sku: l.skuCode,
      name: l.name,
      stock: l.stock,
      threshold: l.threshold,
      autoship: due.get(l.skuId) ?? 0,
    }),
  );
  const text = [
    t('intro', { company, day }),
    t('autoshipNote', { from: demand.from, to: demand.to }),
    '',
    ...rows,
    ...(input.more ? ['', t('more', { where })] : []),
    '',
    t('restock', { where, at: input.at }),
  ].join('\n');
  return { subject: t('subject', { company, day, count }), text };
}
