import {
  API_BASE_PATH,
  businessDay,
  type CONSOLE_DISCLOSURE_CALLS,
  DISCLOSURE_PATHS,
  type CallAnswer,
} from '@portal/contract';

export type StatementList = CallAnswer<typeof CONSOLE_DISCLOSURE_CALLS.disclosures>;
export type StatementSummary = StatementList['statements'][number];
export type Statement = CallAnswer<typeof CONSOLE_DISCLOSURE_CALLS.disclosure>;
export type Figures = Statement['overall'];
export type GroupFigures = Statement['groups'][number];

export const disclosureKeys = {
  list: (company: string) => ['console', 'disclosures', company] as const,
  one: (id: number) => ['console', 'disclosure', id] as const,
};

/** Hundredths of a percent as '12.34 %'. */
export const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/**
 * A calendar year's first and last day, the last one clipped to yesterday (business time) for
 * the running year: a statement covers days that are over.
 */
export function yearPeriod(year: number, now: Date = new Date()) {
  const yesterday = businessDay(new Date(now.getTime() - 86_400_000));
  const last = `${year}-12-31`;
  return { startDate: `${year}-01-01`, endDate: last < yesterday ? last : yesterday };
}

/** The years offered: this one and the four before it. */
export function recentYears(now: Date = new Date()): number[] {
  const year = Number(businessDay(now).slice(0, 4));
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

/** The company's public disclosure page (rendered by the server, open without a login). */
export const publicPageUrl = (company: string) =>
  API_BASE_PATH + DISCLOSURE_PATHS.page.replace(':companyCode', encodeURIComponent(company));
