import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { useRankCard } from '../api/rank-card';
import { Loading } from '../ui/loading';
import { StandingFacts, useStandingText } from '../standing';
import { useScrollRegion } from '../ui/use-scroll-region';
import { useRequirementText } from './requirement-text';
import './rank-card.css';

/**
 * The rank report card: the member's standing now, from the one standing service the header,
 * the trees and the bonus report read too, and each requirement of the next award with the
 * gap, in its unit (BV, members, ranks of the ladder). Shown on the bonus report and the
 * dashboard; it reads only the signed-in member's card.
 */
export function RankCard() {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useStandingText();
  const text = useRequirementText();
  // the requirements table scrolls sideways on a phone: its box is a named, focusable region
  const region = useScrollRegion<HTMLDivElement>(t('estimate.card.title'));
  const card = useRankCard();
  if (card.isPending) return <Loading />;
  // a quiet line, not an alert: the card sits on pages whose own errors are the alerts
  if (card.isError) return <p className="rank-card-error">{t('estimate.card.error')}</p>;
  const { standing, nextAward, requirements } = card.data;
  const { label, value, gap } = text;
  return (
    <section className="rank-card" aria-labelledby="rank-card-title">
      <h2 id="rank-card-title">{t('estimate.card.title')}</h2>
      <p className="muted" data-testid="rank-card-as-of">
        {t('estimate.card.asOf', { cycle: standing.cycle, time: f.time(standing.at) })}
      </p>
      <StandingFacts standing={standing} />
      {nextAward ? (
        <>
          <h3>{t('estimate.card.next', { award: words.award(nextAward) })}</h3>
          <div ref={region}>
            <Table
              size="small"
              pagination={false}
              scroll={{ x: true }}
              rowKey={(r) => `${r.key}-${r.leg ?? ''}`}
              dataSource={requirements}
              locale={{ emptyText: t('estimate.card.none') }}
              columns={[
                { title: t('estimate.card.requirement'), key: 'k', render: (_v, r) => label(r) },
                {
                  title: t('estimate.card.required'),
                  key: 'required',
                  align: 'right',
                  render: (_v, r) => value(r, r.required),
                },
                {
                  title: t('estimate.card.actual'),
                  key: 'actual',
                  align: 'right',
                  render: (_v, r) => value(r, r.actual),
                },
                {
                  title: t('estimate.card.gap'),
                  key: 'gap',
                  align: 'right',
                  render: (_v, r) => gap(r),
                },
                {
                  title: t('estimate.card.status'),
                  dataIndex: 'met',
                  render: (met: boolean) => (
                    <Tag color={met ? 'green' : 'orange'}>
                      {met ? t('estimate.card.met') : t('estimate.card.notMet')}
                    </Tag>
                  ),
                },
              ]}
            />
          </div>
        </>
      ) : (
        <p>{t('estimate.card.top')}</p>
      )}
    </section>
  );
}
