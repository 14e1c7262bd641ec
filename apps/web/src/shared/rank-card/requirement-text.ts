import type { RankRequirement } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStandingText } from '../standing/standing-text';

const DASH = '—';

/**
 * How far a requirement is met, 0 to 1, for a progress bar: BV and members as the share of
 * the required figure; a rank or a flag is met or not (a rank's codes are not a scale).
 * Numbers only for the bar's length; the figures shown stay the server's strings.
 */
export function requirementProgress(r: RankRequirement): number {
  if (r.met) return 1;
  if (r.unit !== 'bv' && r.unit !== 'members') return 0;
  const required = Number(r.required);
  const actual = Number(r.actual);
  if (!(required > 0) || !(actual > 0)) return 0;
  return Math.min(1, actual / required);
}

/**
 * A requirement of the next award in words, the same on the rank card and the dashboard's
 * next-award tile: its name (with the leg), a figure in its unit, and the gap.
 */
export function useRequirementText() {
  const { t } = useTranslation();
  const words = useStandingText();
  return useMemo(() => {
    const value = (r: RankRequirement, v: string) => {
      if (r.unit === 'bv') return words.bv(v);
      if (r.unit === 'members') return words.members(Number(v));
      if (r.unit === 'rank') return words.rank(v);
      return v === '1' ? t('estimate.yes') : t('estimate.no');
    };
    return {
      label: (r: RankRequirement) =>
        t(`estimate.req.${r.key}`) + (r.leg ? ` (${t(`estimate.leg.${r.leg}`)})` : ''),
      value,
      gap: (r: RankRequirement) => {
        if (r.met) return DASH;
        return r.unit === 'rank' ? words.ranks(Number(r.gap)) : value(r, r.gap);
      },
    };
  }, [t, words]);
}
