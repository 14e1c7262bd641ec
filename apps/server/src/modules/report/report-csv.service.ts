import { formatMinor, type ConsoleReportCsvQuery, type ReportKind } from '@portal/contract';
import type { OperatorContext } from '../../lib/console-policy.js';
import {
  jobsReport,
  payoutsReport,
  salesReport,
  withdrawalsReport,
  type ReportDeps,
} from './report-console.service.js';
import { autoshipReport, membersReport } from './report-people.service.js';

/** The fields that carry money in minor units: the CSV writes them as amounts, `1234.50`. */
const MONEY = new Set([
  'sales',
  'refunds',
  'net',
  'amount',
  'requestedAmount',
  'paidAmount',
  'refusedAmount',
]);

type Row = Record<string, string | number | null>;

/** A cell as spreadsheets read it; a leading =, +, - or @ is quoted so it is never a formula. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+@]/.test(text) || /^-\D/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvOf(rows: readonly Row[], columns: readonly string[]): string {
  const lines = rows.map((r) => columns.map((c) => csvCell(r[c])).join(','));
  return `${[columns.join(','), ...lines].join('\r\n')}\r\n`;
}

/** A company report's rows with the company and currency first and amounts in major units. */
function companyRows(
  head: { companyCode: string; currency: string; minorUnit: number },
  rows: readonly Row[],
): Row[] {
  return rows.map((r) => {
    const out: Row = { company: head.companyCode, currency: head.currency };
    for (const [key, value] of Object.entries(r)) {
      out[key] =
        MONEY.has(key) && typeof value === 'string'
          ? formatMinor(BigInt(value), head.minorUnit)
          : value;
    }
    return out;
  });
}

const columnsOf = (rows: readonly Row[], fallback: readonly string[]) =>
  rows[0] ? Object.keys(rows[0]) : fallback;

/**
 * One report as CSV, read with the same checks and query as its page: the table under its
 * chart, one line per row. The autoship report writes its past runs (the forecast is on the page).
 */
export async function reportCsv(
  deps: ReportDeps,
  operator: OperatorContext,
  report: ReportKind,
  q: ConsoleReportCsvQuery,
): Promise<{ fileName: string; csv: string }> {
  if (report === 'jobs') {
    const jobs = await jobsReport(deps, operator, q);
    const rows: Row[] = jobs.rows;
    return {
      fileName: `report-jobs-${jobs.days[0]}-${jobs.days.at(-1)}.csv`,
      csv: csvOf(rows, ['day', 'queue', 'completed', 'failed']),
    };
  }
  const read = {
    sales: salesReport,
    payouts: payoutsReport,
    withdrawals: withdrawalsReport,
    members: membersReport,
    autoship: autoshipReport,
  }[report];
  const data = await read(deps, operator, q);
  const rows = companyRows(data, data.rows as Row[]);
  const name = `report-${report}-${data.companyCode}-${data.cycles[0]}-${data.cycles.at(-1)}.csv`;
  return { fileName: name, csv: csvOf(rows, columnsOf(rows, ['company', 'currency', 'cycle'])) };
}
