import { ESTIMATE_CALLS, type RankRequirement } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { callApi } from '../../lib/http/call';
import { Loading } from '../../lib/ui/loading';
import { StandingFacts, useStandingText } from '../standing';
import { useScrollRegion } from '../ui/use-scroll-region';
import './rank-card.css';

export const rankCardKey = ['bonus', 'rank-card'] as const;

const DASH = '—';

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
  // the requirements table scrolls sideways on a phone: its box is a named, focusable region
  const region = useScrollRegion<HTMLDivElement>(t('estimate.card.title'));
  const card = useQuery({
    queryKey: rankCardKey,
    queryFn: ({ signal }) => callApi(ESTIMATE_CALLS.rankCard, { signal, quiet: true }),
  });
  if (card.isPending) return <Loading />;
  // a quiet line, not an alert: the card sits on pages whose own errors are the alerts
  if (card.isError) return <p className="rank-card-error">{t('estimate.card.error')}</p>;
  const { standing, nextAward, requirements } = card.data;
  const label = (r: RankRequirement) =>
    t(`estimate.req.${r.key}`) + (r.leg ? ` (${t(`estimate.leg.${r.leg}`)})` : '');
  const value = (r: RankRequirement, v: string) => {
    if (r.unit === 'bv') return words.bv(v);
    if (r.unit === 'members') return words.members(Number(v));
    if (r.unit === 'rank') return words.rank(v);
    return v === '1' ? t('estimate.yes') : t('estimate.no');
  };
  const gap = (r: RankRequirement) => {
    if (r.met) return DASH;
    return r.unit === 'rank' ? words.ranks(Number(r.gap)) : value(r, r.gap);
  };
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
