import { LOCALES, type Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { translate } from '../../lib/i18n.js';
import { noticeMemberById, type LocalizedParams } from '../message/index.js';

/** A text in every shipped language, so the member reads it in their own (notice params). */
export function inEveryLanguage(key: string, params: Record<string, string | number> = {}) {
  return Object.fromEntries(LOCALES.map((l: Locale) => [l, translate(l, key, params)]));
}

export type AutoshipChange = 'created' | 'skipped' | 'paused' | 'resumed' | 'updated' | 'cancelled';

/** The message-centre confirmation of a member's change, in the change's transaction. */
export function noticeChange(
  deps: AppDeps,
  db: Db,
  memberId: number,
  autoship: { id: number; nextRunDate: string | null },
  change: AutoshipChange,
) {
  return noticeMemberById(deps, db, memberId, {
    kind: 'autoshipChanged',
    params: { id: autoship.id, nextRun: autoship.nextRunDate ?? '-' },
    localized: { change: inEveryLanguage(`autoship.change.${change}`) },
  });
}

/** A run's problem told at once, with what to do, in the member's language. */
export function noticeProblem(
  deps: AppDeps,
  db: Db,
  memberId: number,
  runDate: string,
  problem: string,
) {
  const localized: LocalizedParams = {
    reason: inEveryLanguage(`autoship.reason.${problem}`),
    advice: inEveryLanguage(`autoship.advice.${problem}`),
  };
  return noticeMemberById(deps, db, memberId, {
    kind: 'autoshipProblem',
    params: { runDate },
    localized,
  });
}
