import { CLIENT_SEED_PATTERN, formatVolume, type Prize } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate } from '../../lib/format/business-time';
import { AlphaspinTables } from './alphaspin-tables';
import { promotionDetailQuery } from './api/promotion-detail';
import { randomHex } from './api/spin';
import { prizeShort, prizeText } from './prize-text';
import { QueryState } from './query-state';
import { SpinStage } from './spin-stage';
import { useSpin } from './use-spin';
import { VerifySpinPanel } from './verify-spin-panel';

/**
 * Alphaspin: the spins earned from paid orders, the wheel and its button, the prize table and
 * the member's spins. The fairness proof waits behind "Verify this spin".
 */
export function AlphaspinPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(promotionDetailQuery(id));
  const [clientSeed, setClientSeed] = useState(() => randomHex(8));
  // a new default client seed after each spin: the next draw is mixed with fresh input
  const play = useSpin(id, clientSeed, () => setClientSeed(randomHex(8)));
  const d = q.data;
  if (!d?.wheel)
    return <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />;
  const w = d.wheel;
  const money = { currency: d.currency, minorUnit: d.minorUnit, locale: i18n.language };
  const textOf = (prize: Prize) => prizeText(t, prize, money);
  const seedOk = CLIENT_SEED_PATTERN.test(clientSeed);
  const bv = formatVolume(w.minOrderBv, i18n.language);
  return (
    <Card size="small" title={<h2 className="promotion-card-title">{d.promotion.title}</h2>}>
      <p className="promotion-window">
        {t('promotion.window', {
          from: formatBusinessDate(d.promotion.startsOn, i18n.language),
          to: formatBusinessDate(d.promotion.endsOn, i18n.language),
        })}
      </p>
      <Alert
        type="info"
        title={
          w.maxSpins === null
            ? t('promotion.spin.rule', { bv })
            : t('promotion.spin.ruleCapped', { bv, max: w.maxSpins })
        }
      />
      <div className="promotion-stats">
        <div data-testid="spin-orders">
          <Statistic title={t('promotion.spin.orders')} value={w.qualifyingOrders} />
        </div>
        <div data-testid="spins-earned">
          <Statistic title={t('promotion.spin.earned')} value={w.earned} />
        </div>
        <Statistic title={t('promotion.spin.used')} value={w.used} />
        <div data-testid="spins-left">
          <Statistic title={t('promotion.spin.left')} value={w.left} />
        </div>
      </div>
      {w.maxSpins !== null && w.qualifyingOrders > w.maxSpins && (
        <Alert type="info" title={t('promotion.spin.capReached', { max: w.maxSpins })} />
      )}
      {!d.running && <Alert type="warning" title={t('promotion.ended')} />}
      <SpinStage
        id={id}
        wheel={w}
        running={d.running}
        seedOk={seedOk}
        prizeText={textOf}
        prizeShort={(prize) => prizeShort(t, prize, money)}
        play={play}
      />
      <VerifySpinPanel
        id={id}
        wheel={w}
        clientSeed={clientSeed}
        seedOk={seedOk}
        onSeed={setClientSeed}
        last={play.phase === 'landed' ? play.last : null}
      />
      <AlphaspinTables wheel={w} prizeText={textOf} />
    </Card>
  );
}
