import type { MemberStanding } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useStandingText } from './standing-text';
import { Facts } from '../ui/facts';

/**
 * A member's standing as a list of facts, the same words and units wherever it is shown: the
 * rank card (now), the bonus report's cycle (at its close) and the estimate (its start). The
 * 30-day figures exist only for now: a close keeps whether the member was active, not why.
 */
export function StandingFacts({ standing: s }: { standing: MemberStanding }) {
  const { t } = useTranslation();
  const words = useStandingText();
  const paidAs =
    s.paidAsCycle && s.paidAsCycle !== s.cycle
      ? t('member.standing.paidAsOf', { award: words.award(s.paidAsAward), cycle: s.paidAsCycle })
      : words.award(s.paidAsAward);
  const item = (key: string, label: string, value: string, testId?: string) => ({
    key,
    label,
    children: <span data-testid={testId}>{value}</span>,
  });
  const items = [
    item('rank', t('member.standing.rank'), words.rankWithCode(s.rank), 'standing-rank'),
    item('paidAs', t('member.standing.paidAs'), paidAs, 'standing-paid-as'),
    item(
      'highest',
      t('member.standing.highest'),
      words.awardWithCode(s.highestAward),
      'standing-highest',
    ),
    item(
      'active',
      t('member.standing.active'),
      s.active ? t('member.standing.isActive') : t('member.standing.notActive'),
      'standing-active',
    ),
    ...(s.pbv30 === null ? [] : [item('pbv30', t('member.standing.pbv30'), words.bv(s.pbv30))]),
    ...(s.mustRebuyBV4Active === null
      ? []
      : [
          item(
            'mustRebuy',
            t('member.standing.mustRebuy'),
            words.bv(s.mustRebuyBV4Active),
            'must-rebuy',
          ),
        ]),
    item('pbv', t('member.standing.pbv'), words.bv(s.pbv)),
    item('left', t('member.standing.leftLeg'), words.leg(s.leftBv, s.leftCount), 'standing-left'),
    item(
      'right',
      t('member.standing.rightLeg'),
      words.leg(s.rightBv, s.rightCount),
      'standing-right',
    ),
    item(
      'carry',
      t('member.standing.carry'),
      words.pair(words.bv(s.carryLeft), words.bv(s.carryRight)),
    ),
    item(
      'sponsored',
      t('member.standing.sponsored'),
      words.pair(words.members(s.sponsoredActiveLeft), words.members(s.sponsoredActiveRight)),
    ),
  ];
  const marketplace =
    !s.active && s.marketplaceBv30 !== null && Number(s.marketplaceBv30) > 0
      ? t('member.standing.marketplace', { bv: words.bvNumber(s.marketplaceBv30) })
      : null;
  return (
    <>
      <Facts size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered items={items} />
      {marketplace && (
        <p className="standing-note" data-testid="standing-marketplace">
          {marketplace}
        </p>
      )}
    </>
  );
}
