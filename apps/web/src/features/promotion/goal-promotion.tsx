import type { PrizeAward } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate } from '../../lib/format/business-time';
import { useScrollRegion } from '../../shared/ui/use-scroll-region';
import { promotionDetailQuery } from './api/promotion-detail';
import { PointsPrizeHelp } from './points-help';
import { prizeText } from './prize-text';
import { ProgressLine } from './progress-line';
import { QueryState } from './query-state';

/** What became of a reached tier's prize: paid when the ended promotion was settled. */
function AwardTag({ award }: { award: PrizeAward | null }) {
  const { t } = useTranslation();
  if (award === 'credited') return <Tag color="green">{t('promotion.tier.paid')}</Tag>;
  if (award === 'pending') return <Tag color="gold">{t('promotion.tier.pending')}</Tag>;
  if (award === 'fulfilled') return <Tag color="green">{t('promotion.award.fulfilled')}</Tag>;
  return <Tag>{t('promotion.tier.unsettled')}</Tag>;
}

/** specialPrizePromo and promotionQuarter: the progress and the prize tiers reached so far. */
export function GoalPromotion({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(promotionDetailQuery(id));
  const tiersTitle = t('promotion.tiers');
  const region = useScrollRegion<HTMLDivElement>(tiersTitle);
  const d = q.data;
  if (!d)
    return <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />;
  const money = { currency: d.currency, minorUnit: d.minorUnit, locale: i18n.language };
  return (
    <Card size="small" title={<h2 className="promotion-card-title">{d.promotion.title}</h2>}>
      <p className="promotion-window">
        {t('promotion.window', {
          from: formatBusinessDate(d.promotion.startsOn, i18n.language),
          to: formatBusinessDate(d.promotion.endsOn, i18n.language),
        })}
      </p>
      <ProgressLine p={d.promotion} />
      <h3>{tiersTitle}</h3>
      <div ref={region}>
        <Table
          size="small"
          rowKey="label"
          pagination={false}
          scroll={{ x: true }}
          dataSource={d.tiers}
          columns={[
            { title: t('promotion.tier.name'), dataIndex: 'label' },
            { title: t('promotion.tier.target'), dataIndex: 'target', align: 'right' },
            {
              title: t('promotion.tier.prize'),
              key: 'prize',
              render: (_: unknown, r) => prizeText(t, r.prize, money),
            },
            {
              title: t('promotion.tier.state'),
              key: 'reached',
              render: (_: unknown, r) =>
                r.reached ? (
                  <Tag color="green">{t('promotion.tier.reached')}</Tag>
                ) : (
                  <Tag>{t('promotion.tier.open')}</Tag>
                ),
            },
            {
              title: t('promotion.tier.award'),
              key: 'award',
              render: (_: unknown, r) => (r.reached ? <AwardTag award={r.award} /> : null),
            },
          ]}
        />
      </div>
      <PointsPrizeHelp prizes={d.tiers.map((tier) => tier.prize)} />
    </Card>
  );
}
