import {
  businessDay,
  formatBusinessTime,
  journalTypeLabelKey,
  walletAccountLabelKey,
  type Locale,
  type MemberAccount,
  type WalletMovement,
} from '@portal/contract';
import { translate } from '../../lib/i18n.js';

const COLUMNS = [
  'date',
  'type',
  'account',
  'amount',
  'balanceAfter',
  'currency',
  'reference',
  'counterparty',
  'remark',
] as const;

/** Quotes a cell when needed; free text starting like a formula is defused for spreadsheets. */
export function csvCell(value: string, freeText = false): string {
  const safe = freeText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A byte-order mark first, so spreadsheet programs read the UTF-8 (names, Chinese headers). */
export function transactionsCsv(
  movements: WalletMovement[],
  account: MemberAccount,
  locale: Locale,
  now: Date,
): { fileName: string; body: string } {
  const t = (key: string) => translate(locale, key);
  const header = COLUMNS.map((c) => csvCell(t(`wallet.export.${c}`), true));
  const lines = movements.map((m) =>
    [
      // business time as every page shows it; amounts stay plain decimals a spreadsheet reads
      csvCell(formatBusinessTime(m.createdAt)),
      csvCell(t(journalTypeLabelKey(m.type)), true),
      csvCell(t(walletAccountLabelKey(m.account)), true),
      csvCell(m.amount),
      csvCell(m.balanceAfter),
      csvCell(m.currency),
      csvCell(m.reference ? `${m.reference.kind}-${m.reference.id}` : ''),
      csvCell(m.counterparty ? `${m.counterparty.loginName} ${m.counterparty.name}` : '', true),
      csvCell(m.remark ?? '', true),
    ].join(','),
  );
  const body = `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
  const day = businessDay(now);
  return { fileName: `${t('wallet.export.fileName')}-${account}-${day}.csv`, body };
}
