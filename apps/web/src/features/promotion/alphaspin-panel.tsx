import { CLIENT_SEED_PATTERN, formatVolume, type SpinAnswer } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate, formatBusinessTime } from '../../lib/format/business-time';
import { isApiError } from '../../lib/http/api-error';
import { useScrollRegion } from '../../shared/ui/use-scroll-region';
import { promotionDetailQuery, randomHex, spinOnce } from './api/promotion-api';
import { prizeText } from './prize-text';
import { QueryState } from './query-state';
import { SpinResult } from './spin-result';

/**
 * Alphaspin: the spins earned from paid orders, the commitment of the next spin's seed shown
 * before the spin, the prize table, and after a spin the revealed seed checked in the browser.
 */
export function AlphaspinPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const q = useQuery(promotionDetailQuery(id));
  const [clientSeed, setClientSeed] = useState(() => randomHex(8));
  const [last, setLast] = useState<{ answer: SpinAnswer; weights: number[] } | null>(null);
  const slotsTitle = t('promotion.spin.slots');
  const historyTitle = t('promotion.spin.history');
  const slotsRegion = useScrollRegion<HTMLDivElement>(slotsTitle);
  const historyRegion = useScrollRegion<HTMLDivElement>(historyTitle);
  const spin = useMutation({
    mutationFn: (weights: number[]) =>
      spinOnce(id, clientSeed, randomHex()).then((answer) => ({ answer, weights })),
    onSuccess: (done) => {
      setLast(done);
      setClientSeed(randomHex(8));
      void client.invalidateQueries({ queryKey: ['promotion'] });
    },
  });
  const d = q.data;
  if (!d?.wheel)
    return <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />;
  const w = d.wheel;
  const money = { currency: d.currency, minorUnit: d.minorUnit, locale: i18n.language };
  const total = w.slots.reduce((s, x) => s + x.weight, 0);
  const seedOk = CLIENT_SEED_PATTERN.test(clientSeed);
  const error = spin.error;
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
            ? t('promotion.spin.rule', { bv: formatVolume(w.minOrderBv, i18n.language) })
            : t('promotion.spin.ruleCapped', {
                bv: formatVolume(w.minOrderBv, i18n.language),
                max: w.maxSpins,
              })
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
      <h3>{t('promotion.spin.commitment')}</h3>
      <p className="promotion-code" data-testid="spin-commitment">
        {w.commitment}
      </p>
      <form
        className="promotion-spin-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (seedOk) spin.mutate(w.slots.map((s) => s.weight));
        }}
      >
        <div className="promotion-spin-field">
          <label htmlFor={`spin-seed-${id}`}>{t('promotion.spin.clientSeed')}</label>
          <Input
            id={`spin-seed-${id}`}
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.target.value)}
            aria-invalid={!seedOk}
            aria-describedby={`seed-help-${id}`}
          />
          <small id={`seed-help-${id}`}>
            {seedOk ? t('promotion.spin.clientSeedHelp') : t('promotion.spin.clientSeedInvalid')}
          </small>
        </div>
        <Button type="primary" htmlType="submit" loading={spin.isPending} disabled={!seedOk}>
          {t('promotion.spin.button')}
        </Button>
      </form>
      {error && (
        <Alert
          type="error"
          role="alert"
          data-testid="spin-error"
          title={isApiError(error) && error.msg ? error.msg : t('promotion.error')}
        />
      )}
      {last && !error && (
        <SpinResult
          answer={last.answer}
          weights={last.weights}
          prize={prizeText(t, last.answer.spin.prize, money)}
        />
      )}
      <h3>{slotsTitle}</h3>
      <div ref={slotsRegion}>
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ x: true }}
          dataSource={w.slots.map((slot, key) => ({ ...slot, key }))}
          columns={[
            {
              title: t('promotion.tier.prize'),
              key: 'prize',
              render: (_: unknown, r) => prizeText(t, r.prize, money),
            },
            {
              title: t('promotion.spin.chance'),
              dataIndex: 'weight',
              align: 'right',
              render: (v: number) => `${((v / total) * 100).toFixed(1)}%`,
            },
          ]}
        />
      </div>
      <h3>{historyTitle}</h3>
      <div ref={historyRegion}>
        <Table
          size="small"
          rowKey="nonce"
          pagination={false}
          scroll={{ x: true }}
          dataSource={w.history}
          locale={{ emptyText: t('promotion.spin.noHistory') }}
          columns={[
            { title: t('promotion.spin.nonce'), dataIndex: 'nonce', align: 'right' },
            {
              title: t('promotion.spin.at'),
              dataIndex: 'at',
              render: (v: string) => formatBusinessTime(v),
            },
            {
              title: t('promotion.tier.prize'),
              key: 'prize',
              render: (_: unknown, r) => prizeText(t, r.prize, money),
            },
            {
              title: t('promotion.spin.award'),
              dataIndex: 'award',
              render: (v: string) => t(`promotion.award.${v}`),
            },
          ]}
        />
      </div>
    </Card>
  );
}
