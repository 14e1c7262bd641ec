import { standingAwardKey } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';

/** What the activity line needs of a standing (member info carries it too). */
export interface ActivityFacts {
  active: boolean;
  /** BV still missing, a decimal string; null when not known (a closed cycle) */
  mustRebuyBV4Active: string | null;
}

/**
 * A member's standing in words, the same on every page: rank and award names from the spec
 * (the code beside them where it helps), every figure with its unit, counts with their plural.
 * The words are the member namespace's, which the first screens carry.
 */
export function useStandingText() {
  const { t } = useTranslation();
  const f = useFormats();
  return useMemo(() => {
    const rank = (code: string) => t(`member.rank.${code}`);
    const award = (code: string) => t(standingAwardKey(code));
    const bv = (value: string) => t('member.standing.bv', { bv: f.bv(value) });
    return {
      rank,
      award,
      /** "Gold (20)": the name, and the code the plan's documents use */
      rankWithCode: (code: string) => t('member.standing.codeName', { name: rank(code), code }),
      awardWithCode: (code: string) =>
        code === '00' ? award(code) : t('member.standing.codeName', { name: award(code), code }),
      bv,
      /** the number alone, for a text that names the unit itself */
      bvNumber: (value: string) => f.bv(value),
      /** "1 member", "2 members" in every language's plural rules */
      members: (count: number) => t('member.standing.members', { count, n: f.count(count) }),
      ranks: (count: number) => t('member.standing.ranks', { count, n: f.count(count) }),
      /** a leg: "313.00 BV · 86 members" */
      leg: (legBv: string, count: number) =>
        t('member.standing.leg', { count, n: f.count(count), bv: f.bv(legBv) }),
      pair: (left: string, right: string) => t('member.standing.pair', { left, right }),
      /** "Active", or "Not active: 50.00 BV more needed in 30 days" */
      activity: (s: ActivityFacts) => {
        if (s.active) return t('member.standing.isActive');
        if (s.mustRebuyBV4Active && Number(s.mustRebuyBV4Active) > 0) {
          return t('member.standing.notActiveNeeds', { bv: f.bv(s.mustRebuyBV4Active) });
        }
        return t('member.standing.notActive');
      },
    };
  }, [t, f]);
}
