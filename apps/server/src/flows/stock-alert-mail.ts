import type { ConsoleStockDemand } from '@portal/contract';
import type { LowStockLine } from '../modules/catalog/index.js';

/**
 * The low-stock alert's mail, in English: operators share the company's one address and the
 * console's own language is theirs to pick, so the mail keeps to the catalogue's English names.
 */
export function stockAlertMail(input: {
  companyCode: string;
  day: string;
  lines: LowStockLine[];
  /** more low SKUs than the mail lists */
  more: boolean;
  demand: ConsoleStockDemand;
  consoleUrl?: string;
}): { subject: string; text: string } {
  const { companyCode, day, lines, demand } = input;
  const due = new Map(demand.list.map((d) => [d.skuId, d.qty]));
  const count = input.more ? `${lines.length}+` : String(lines.length);
  const subject = `Low stock at ${companyCode} on ${day}: ${count} SKU(s) at or under their threshold`;
  const rows = lines.map(
    (l) =>
      `- ${l.skuCode}  ${l.name}: stock ${l.stock}, threshold ${l.threshold}, ` +
      `autoship ${due.get(l.skuId) ?? 0}`,
  );
  const where = input.consoleUrl
    ? `the console's Stock page, "Low stock only": ${input.consoleUrl}/console/stock`
    : `the console's Stock page, "Low stock only"`;
  const text = [
    `These published SKUs of ${companyCode} are at or under their low-stock threshold on ${day}.`,
    `"autoship" is what active autoships will order of each from ${demand.from} to ${demand.to}.`,
    '',
    ...rows,
    ...(input.more ? ['', `More SKUs are low than this mail lists; see ${where}.`] : []),
    '',
    `Restock or adjust them on ${where}. This alert goes out once a day at 08:00 (UTC+8) to`,
    `the address in the company's console settings.`,
  ].join('\n');
  return { subject, text };
}
