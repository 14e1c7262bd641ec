import {
  formatBusinessDate,
  formatBusinessTime,
  formatMinor,
  type DisclosureFigures,
  type DisclosureStatement,
} from '@portal/contract';

export type Labels = (key: string, params?: Record<string, unknown>) => string;

const K = 'consoleDisclosure';
export const COLUMN_KEYS = [
  'group',
  'participants',
  'share',
  'mean',
  'median',
  'p10',
  'p90',
  'max',
  'nothing',
] as const;
export const METHOD_KEYS = [
  'participants',
  'groups',
  'earnings',
  'statistics',
  'reproducible',
  'expenses',
] as const;

/** Hundredths of a percent as '12.34 %'. */
export const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/**
 * A statement as rows of text, shared by the PDF and the public page so both show the same
 * figures the console does: the header, one row per group, then all participants.
 */
export function statementTable(
  s: Pick<DisclosureStatement, 'minorUnit' | 'overall' | 'groups'>,
  t: Labels,
) {
  const money = (v: string | null) => (v === null ? '–' : formatMinor(BigInt(v), s.minorUnit));
  const cells = (label: string, f: DisclosureFigures) => [
    label,
    String(f.participants),
    percent(f.shareBp),
    money(f.mean),
    money(f.median),
    money(f.p10),
    money(f.p90),
    money(f.max),
    `${f.earnedNothing} (${percent(f.earnedNothingBp)})`,
  ];
  return {
    header: COLUMN_KEYS.map((key) => t(`${K}.column.${key}`)),
    rows: [
      ...s.groups.map((g) => cells(t(`${K}.group.${g.group}`), g)),
      cells(t(`${K}.group.all`), s.overall),
    ],
  };
}

/** The lines under the title: the period, the currency, the ledger position. */
export function statementFacts(
  s: Pick<
    DisclosureStatement,
    'startDate' | 'endDate' | 'currency' | 'lastEntryId' | 'takenAt' | 'cycles'
  >,
  t: Labels,
  locale: string,
) {
  return {
    period: t(`${K}.period`, {
      start: formatBusinessDate(s.startDate, locale),
      end: formatBusinessDate(s.endDate, locale),
    }),
    currency: t(`${K}.currency`, { currency: s.currency }),
    position: t(`${K}.position`, {
      entry: s.lastEntryId,
      at: formatBusinessTime(s.takenAt),
      cycles: s.cycles,
    }),
  };
}

export const methodLines = (t: Labels) => METHOD_KEYS.map((key) => t(`${K}.methods.${key}`));
