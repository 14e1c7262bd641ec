import { bonusTypeKey } from '@portal/contract';
import type { EstimateCycle } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BusinessDate } from '../../shared/format/business-time-text';
import { formatMoney } from '../../shared/format/money';
import { MoneyValue } from '../../shared/format/money-value';
import { formatBusinessDate, formatBusinessTime } from '../../lib/format/business-time';
import { bonusEstimateQuery } from '../../shared/api/bonus-estimate';
// the standing the projection rolls forward from, in the words every page uses
import { StandingFacts } from '../../shared/standing';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { QueryStatus } from './query-status';
import './bonus.css';
import './estimate.css';

/** A moment in business time, as every page shows it ('2026-11-27 02:17 UTC+8'). */
export const businessDateTime = (iso: string) => formatBusinessTime(iso);

/**
 * EstimatedBonus and bnEstimatedBonus/bnIndex (spec "Main mode"; the menu picks one by
 * IS_VERSION_202303): the open cycle and the next 3 as the daily job computed them, when that
 * was, and that it predicts only those 4 cycles. The 2023 version shows one card per cycle,
 * the older one a table.
 */
export function EstimatedBonusPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const cards = useLocation().pathname.endsWith('/bnIndex');
  const q = useQuery(bonusEstimateQuery());
  const d = q.data;
  const money = (a: string) => (d ? formatMoney(a, d.minorUnit, d.currency, i18n.language) : a);
  const name = (c: EstimateCycle) => (
    <>
      {c.cycle} {c.open && <Tag color="blue">{t('estimate.openCycle')}</Tag>}
    </>
  );
  // the member's own scheduled autoship runs the estimate counts in the cycle
  const autoship = (c: EstimateCycle) =>
    c.autoship && (
      <div className="estimate-autoship" data-testid={`estimate-autoship-${c.cycle}`}>
        {t('estimate.autoship', {
          count: c.autoship.runs,
          amount: money(c.autoship.amount),
          bv: c.autoship.bv,
        })}
      </div>
    );
  const types = (c: EstimateCycle) => (
    <>
      {c.byType.length === 0
        ? t('estimate.nothing')
        : c.byType.map((b) => (
            <div key={b.type}>
              {t(bonusTypeKey(b.type))}: {money(b.amount)}
            </div>
          ))}
      {autoship(c)}
    </>
  );
  return (
    <PageFrame titleKey={titleKey}>
      <div className="bonus-report">
        <QueryStatus query={q} errorKey="estimate.error" />
        {d && (
          <Alert
            type="info"
            data-testid="estimate-note"
            message={
              d.computedAt
                ? t('estimate.computedAt', { at: businessDateTime(d.computedAt) })
                : t('estimate.notYet')
            }
            description={t('estimate.note', { cycles: d.cyclesPredicted, hours: d.refreshHours })}
          />
        )}
        {d && d.cycles.length === 0 && <Empty description={t('estimate.empty')} />}
        {d && d.cycles.length > 0 && cards && (
          <div className="estimate-cards">
            {d.cycles.map((c) => (
              <Card key={c.cycle} size="small" title={name(c)}>
                <p>{t('estimate.starts', { day: formatBusinessDate(c.start, i18n.language) })}</p>
                {types(c)}
                <p className="estimate-total">
                  {t('bonus.column.total')}: {money(c.total)}
                </p>
              </Card>
            ))}
          </div>
        )}
        {d && d.cycles.length > 0 && !cards && (
          <ResponsiveTable<EstimateCycle>
            rowKey="cycle"
            label={t(titleKey)}
            emptyText={t('estimate.empty')}
            dataSource={d.cycles}
            columns={[
              {
                key: 'cycle',
                title: t('bonus.column.cycle'),
                phone: 'title',
                render: (_v, c) => name(c),
              },
              {
                key: 'start',
                title: t('bonus.column.start'),
                dataIndex: 'start',
                render: (v: string) => <BusinessDate value={v} />,
              },
              { key: 'types', title: t('bonus.column.details'), render: (_v, c) => types(c) },
              {
                key: 'total',
                title: t('bonus.column.total'),
                dataIndex: 'total',
                align: 'right',
                phone: 'amount',
                render: (v: string) => <MoneyValue>{money(v)}</MoneyValue>,
              },
            ]}
          />
        )}
        {d && (
          <section className="estimate-standing" aria-labelledby="estimate-standing-title">
            <h2 id="estimate-standing-title">{t('estimate.from.title')}</h2>
            <StandingFacts standing={d.standing} />
          </section>
        )}
      </div>
    </PageFrame>
  );
}
