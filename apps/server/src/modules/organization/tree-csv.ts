import { businessDay, cycleOf, type Locale, type TreeKind, type TreeRow } from '@portal/contract';
import { translate } from '../../lib/i18n.js';

const COLUMNS = [
  'loginName',
  'name',
  'rank',
  'status',
  'side',
  'depth',
  'sponsor',
  'joined',
] as const;

/** Quotes a cell when needed; text starting like a formula is defused for spreadsheets. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A byte-order mark first, so spreadsheet programs read the UTF-8 (names, Chinese headers). */
export function treeCsv(rows: TreeRow[], tree: TreeKind, locale: Locale, now: Date) {
  const t = (key: string) => translate(locale, key);
  // legs are placement facts: a sponsor tree's file has no leg column
  const columns = COLUMNS.filter((c) => tree === 'placement' || c !== 'side');
  const header = columns.map((c) => cell(t(`organization.column.${c}`)));
  const lines = rows.map((r) => {
    const values: Record<(typeof COLUMNS)[number], string> = {
      loginName: r.loginName,
      name: r.name,
      // names, as the pages show them, not the spec's codes
      rank: t(`member.rank.${r.rank}`),
      status: t(`organization.status.${r.status}`),
      side: r.side ?? '',
      depth: String(r.depth),
      sponsor: r.sponsorLogin ?? '',
      // the business day (UTC+8) the member joined, as the pages count days
      joined: businessDay(r.joinedAt),
    };
    return columns.map((c) => cell(values[c])).join(',');
  });
  return {
    fileName: `${tree}-downline-${cycleOf(now)}.csv`,
    body: `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`,
  };
}
