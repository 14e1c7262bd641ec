import { ESTIMATE_CALLS, type RankRequirement } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/http/call';
import { Loading } from '../../lib/ui/loading';
import { useScrollRegion } from '../ui/use-scroll-region';
import './rank-card.css';

export const rankCardKey = ['bonus', 'rank-card'] as const;

// award and rank names are the member profile's (member.json), translated in every language
const awardKey = (code: string) => (code === '00' ? 'estimate.award.none' : `member.award.${code}`);
const rankKey = (code: string) => `member.rank.${code}`;

/**
 * The rank report card (issue 14): rank, paid-as and highest award, `mustRebuyBV4Active`, and
 * each requirement of the next award with the gap, by leg. Shown on the bonus report; the
 * dashboard mounts it too. It reads only the signed-in member's card.
 */
export function RankCard() {
  const { t } = useTranslation();
  // the requirements table scrolls sideways on a phone: its box is a named, focusable region
  const region = useScrollRegion<HTMLDivElement>(t('estimate.card.title'));
  const card = useQuery({
    queryKey: rankCardKey,
    queryFn: ({ signal }) => callApi(ESTIMATE_CALLS.rankCard, { signal, quiet: true }),
  });
  if (card.isPending) return <Loading />;
  // a quiet line, not an alert: the card sits on pages whose own errors are the alerts
  if (card.isError) return <p className="rank-card-error">{t('estimate.card.error')}</p>;
  const c = card.data;
  const label = (r: RankRequirement) =>
    t(`estimate.req.${r.key}`) + (r.leg ? ` (${t(`estimate.leg.${r.leg}`)})` : '');
  return (
    <section className="rank-card" aria-labelledby="rank-card-title">
      <h2 id="rank-card-title">{t('estimate.card.title')}</h2>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
        <Descriptions.Item label={t('estimate.card.rank')}>{t(rankKey(c.rank))}</Descriptions.Item>
        <Descriptions.Item label={t('estimate.card.paidAs')}>
          {t(awardKey(c.paidAsAward))}
        </Descriptions.Item>
        <Descriptions.Item label={t('estimate.card.highest')}>
          {t(awardKey(c.highestAward))}
        </Descriptions.Item>
        <Descriptions.Item label={t('estimate.card.active')}>
          {c.active ? t('estimate.yes') : t('estimate.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('estimate.card.mustRebuy')}>
          <span data-testid="must-rebuy">{c.mustRebuyBV4Active}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('estimate.card.cycle')}>
          {c.cycle ?? t('estimate.card.noCycle')}
        </Descriptions.Item>
      </Descriptions>
      {c.nextAward ? (
        <>
          <h3>{t('estimate.card.next', { award: t(awardKey(c.nextAward)) })}</h3>
          <div ref={region}>
            <Table
              size="small"
              pagination={false}
              scroll={{ x: true }}
              rowKey={(r) => `${r.key}-${r.leg ?? ''}`}
              dataSource={c.requirements}
              locale={{ emptyText: t('estimate.card.none') }}
              columns={[
                { title: t('estimate.card.requirement'), key: 'k', render: (_v, r) => label(r) },
                { title: t('estimate.card.required'), dataIndex: 'required', align: 'right' },
                { title: t('estimate.card.actual'), dataIndex: 'actual', align: 'right' },
                { title: t('estimate.card.gap'), dataIndex: 'gap', align: 'right' },
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
