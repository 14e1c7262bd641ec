import type { PromotionKind } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate } from '../../lib/format/business-time';
import { promotionListQuery } from './api/promotion-list';
import { ProgressLine } from './progress-line';
import { QueryState } from './query-state';

/** promotionBrief: every running promotion of the company with the member's progress. */
export function PromotionBrief() {
  const { t, i18n } = useTranslation();
  const q = useQuery(promotionListQuery());
  const list = q.data?.promotions;
  return (
    <>
      <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />
      {list && list.length === 0 && <Empty description={t('promotion.empty')} />}
      {list && list.length > 0 && (
        <ul className="promotion-list" aria-label={t('promotion.title')}>
          {list.map((p) => (
            <li key={p.id}>
              <Card size="small" title={<h2 className="promotion-card-title">{p.title}</h2>}>
                <Tag>{t(`promotion.kind.${p.kind}`)}</Tag>
                <span className="promotion-window">
                  {t('promotion.window', {
                    from: formatBusinessDate(p.startsOn, i18n.language),
                    to: formatBusinessDate(p.endsOn, i18n.language),
                  })}
                </span>
                <ProgressLine p={p} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The running promotions of one kind, each drawn by `render`. */
export function PromotionsOfKind(props: {
  kind: PromotionKind;
  render: (id: number) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const q = useQuery(promotionListQuery());
  const mine = q.data?.promotions.filter((p) => p.kind === props.kind);
  return (
    <>
      <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />
      {mine && mine.length === 0 && <Empty description={t('promotion.noneOfKind')} />}
      {mine?.map((p) => (
        <section key={p.id}>{props.render(p.id)}</section>
      ))}
    </>
  );
}
