import type { TreeNode } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStandingText } from '../../shared/standing';

/**
 * The words of a member of the binary chart, the same on the card, in the outline a screen
 * reader reads and on the phone: the standing service's facts with their units.
 */
export function useNodeText() {
  const { t } = useTranslation();
  const words = useStandingText();
  return useMemo(() => {
    const line = (leg: string, facts: string) => t('organization.card.legLine', { leg, facts });
    const activity = (n: TreeNode) =>
      n.active ? t('member.standing.isActive') : t('member.standing.notActive');
    return {
      name: (n: TreeNode) => `${n.loginName} ${n.name}`,
      activity,
      rank: (n: TreeNode) => words.rank(n.rank),
      bv: words.bv,
      carry: (n: TreeNode) => words.pair(words.bv(n.carryLeft), words.bv(n.carryRight)),
      leg: (n: TreeNode, side: 'L' | 'R') =>
        side === 'L' ? words.leg(n.leftBv, n.leftCount) : words.leg(n.rightBv, n.rightCount),
      /** every fact in one sentence, for the outline and the phone's list */
      facts: (n: TreeNode) =>
        [
          line(t('member.standing.rank'), words.rank(n.rank)),
          activity(n),
          line(t('member.standing.paidAs'), words.award(n.paidAsAward)),
          line(t('member.standing.highest'), words.award(n.highestAward)),
          line(t('member.standing.leftLeg'), words.leg(n.leftBv, n.leftCount)),
          line(t('member.standing.rightLeg'), words.leg(n.rightBv, n.rightCount)),
          line(
            t('member.standing.carry'),
            words.pair(words.bv(n.carryLeft), words.bv(n.carryRight)),
          ),
        ].join(' · '),
      openSlot: (side: 'L' | 'R') =>
        t('organization.binary.openSide', { side: t(`organization.side.${side}`) }),
    };
  }, [t, words]);
}
