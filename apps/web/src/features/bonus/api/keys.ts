import type { BonusReportQuery } from '@portal/contract';
import { bonusKeys as sharedBonusKeys } from '../../../shared/api/query-keys';

/** The bonus keys (see shared/api/query-keys.ts): the shared estimate and rank card, and the report. */
export const bonusKeys = {
  ...sharedBonusKeys,
  report: (q: BonusReportQuery) =>
    [...sharedBonusKeys.all, 'report', q.startDate, q.endDate] as const,
  cycle: (cycle: string) => [...sharedBonusKeys.all, 'cycle', cycle] as const,
};

/** The vacation points, a domain of their own that the bonus pages and the points shop show. */
export { vacationKeys } from '../../../shared/api/query-keys';
