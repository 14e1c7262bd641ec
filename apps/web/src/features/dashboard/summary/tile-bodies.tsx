import { walletAccountLabelKey, type DashboardSummary } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormats } from '../../../lib/format/use-formats';
import { useStandingText } from '../../../shared/standing/standing-text';
import { NextAwardBody } from './next-award-body';
import { missingToStayActive, type TileKey } from './tile-plan';

/** A big figure and a line or two under it. */
function Figure({
  value,
  note,
  more,
  testId,
}: {
  value: string;
  note?: string;
  more?: string;
  testId: string;
}) {
  return (
    <>
      <strong className="tile-figure" data-testid={testId}>
        {value}
      </strong>
      {note && <p className="tile-note">{note}</p>}
      {more && <p className="tile-note">{more}</p>}
    </>
  );
}

/** Name/value lines (carries, wallet accounts). */
function Lines({ rows }: { rows: { key: string; name: string; value: string }[] }) {
  return (
    <dl className="tile-lines">
      {rows.map((r) => (
        <div key={r.key}>
          <dt>{r.name}</dt>
          <dd data-testid={`tile-line-${r.key}`}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Each tile's figures from the summary: the standing as the standing service computed it, the
 * wallet's accounts, the estimate and the last closed cycle, each with its unit.
 */
export function useTileBodies(data: DashboardSummary, base: string) {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useStandingText();
  const s = data.rankCard.standing;
  const money = (amount: string) => f.money(amount, data.minorUnit, data.currency);
  const thisCycle = t('web.dashboard.thisCycle', { cycle: s.cycle });
  const missing = missingToStayActive(s);
  const last = data.recent.at(-1);
  const bodies: Record<TileKey, () => ReactNode> = {
    left: () => (
      <Figure
        value={words.bv(s.leftBv)}
        note={words.members(s.leftCount)}
        more={thisCycle}
        testId="tile-left-bv"
      />
    ),
    right: () => (
      <Figure
        value={words.bv(s.rightBv)}
        note={words.members(s.rightCount)}
        more={thisCycle}
        testId="tile-right-bv"
      />
    ),
    carry: () => (
      <Lines
        rows={[
          { key: 'carry-left', name: t('web.tiles.leftShort'), value: words.bv(s.carryLeft) },
          { key: 'carry-right', name: t('web.tiles.rightShort'), value: words.bv(s.carryRight) },
        ]}
      />
    ),
    pbv: () => (
      <Figure
        value={words.bv(s.pbv)}
        note={
          missing ? t('web.tiles.missing', { bv: f.bv(missing) }) : t('member.standing.isActive')
        }
        testId="tile-pbv"
      />
    ),
    wallet: () => (
      <Lines
        rows={data.wallet.map((w) => ({
          key: `wallet-${w.account}`,
          name: t(walletAccountLabelKey(w.account)),
          value: f.money(w.balance, w.minorUnit, w.currency),
        }))}
      />
    ),
    rank: () => (
      <Figure
        value={words.rank(s.rank)}
        note={t('web.tiles.paidAs', { award: words.award(s.paidAsAward) })}
        testId="tile-rank-name"
      />
    ),
    next: () => (
      <NextAwardBody card={data.rankCard} detailsHref={`${base}/memberBenefit/BonusReport`} />
    ),
    bonusNow: () =>
      data.estimate ? (
        <Figure
          value={money(data.estimate.total)}
          note={t('web.tiles.estimateOf', { cycle: data.estimate.cycle })}
          testId="tile-bonus-now"
        />
      ) : (
        <p className="tile-note">{t('web.dashboard.noEstimate')}</p>
      ),
    bonusLast: () =>
      last ? (
        <Figure
          value={money(last.total)}
          note={t('web.tiles.paidFor', { cycle: last.cycle })}
          testId="tile-bonus-last"
        />
      ) : (
        <p className="tile-note">{t('web.tiles.noClosed')}</p>
      ),
    autoship: () => (
      <>
        <p className="tile-figure-text">{t('web.tiles.noAutoship')}</p>
        <Link to="/shopping/AutoOrder">{t('web.tiles.setUpAutoship')}</Link>
      </>
    ),
  };
  return (key: TileKey) => bodies[key]();
}
