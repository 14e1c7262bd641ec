import { formatMinor } from '@portal/contract';
import { csvCell } from './transactions-csv.js';
import type { BatchItemRow, BatchRow } from './withdrawal-batch.repository.js';

/** What the bank pays to: the member's full account number, and the IBAN where there is one. */
export interface PayoutAccount {
  accountNumber: string;
  iban: string | null;
}

const COLUMNS = [
  'withdrawalId',
  'holderName',
  'bankName',
  'accountNumber',
  'iban',
  'amount',
  'currency',
  'reference',
] as const;

/** The reference the bank sends back with each payment, to reconcile it by. */
export const batchReference = (batchId: number, withdrawalId: number) =>
  `WB${batchId}-${withdrawalId}`;

/**
 * The bank's file: a header, then one line per withdrawal with what the bank pays (the amount
 * less the fee, as a decimal of the currency's minor unit). Every cell is defused: a holder's
 * name or a bank's name starting with = + - @ would be a formula in a spreadsheet.
 */
export function bankFileCsv(
  batch: BatchRow,
  items: BatchItemRow[],
  accounts: ReadonlyMap<number, PayoutAccount>,
): string {
  const lines = items.map((i) =>
    [
      String(i.id),
      i.holder_name,
      i.bank_name,
      accounts.get(i.id)?.accountNumber ?? '',
      accounts.get(i.id)?.iban ?? '',
      formatMinor(i.amount - i.fee, batch.minor_unit),
      batch.currency,
      batchReference(batch.id, i.id),
    ]
      .map((cell) => csvCell(cell, true))
      .join(','),
  );
  return `${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
