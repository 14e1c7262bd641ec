import { bonusTypeKey } from '@portal/contract';
import type { BonusCycleTotals, BonusReportQuery } from '@portal/contract';
import { Button, Input } from 'antd';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatMoney } from '../../shared/format/money';
import { businessDay } from '../../lib/format/business-time';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
// the rank report card, shown above the report
import { RankCard } from '../../shared/rank-card';
import { BusinessDate } from '../../shared/format/business-time-text';
import { MoneyValue } from '../../shared/format/money-value';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useBonusPdf } from './api/bonus-pdf';
import { useBonusReport } from './api/bonus-report';
// the chart rides in this page's lazy chunk, never the first screen's
import BonusChart from './bonus-chart';
import { bonusCsv, downloadText } from './bonus-csv';
import { CycleDetail } from './cycle-detail';
import { QueryStatus } from './query-status';
import './bonus.css';

const DAY = 86_400_000;
const day = (ms: number) => businessDay(ms);
const defaultRange = (): BonusReportQuery => ({
  startDate: day(Date.now() - 84 * DAY),
  endDate: day(Date.now()),
});

function RangeForm({
  value,
  onApply,
}: {
  value: BonusReportQuery;
  onApply(q: BonusReportQuery): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const wrong = Boolean(draft.startDate && draft.endDate && draft.endDate <= draft.startDate);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!wrong && draft.startDate && draft.endDate) onApply(draft);
  };
  return (
    <form className="bonus-range" onSubmit={submit} aria-label={t('bonus.range.label')}>
      <label>
        {t('bonus.range.start')}
        <Input
          type="date"
          value={draft.startDate}
          onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
        />
      </label>
      <label>
        {t('bonus.range.end')}
        <Input
          type="date"
          value={draft.endDate}
          aria-invalid={wrong}
          aria-describedby={wrong ? 'bonus-range-error' : undefined}
          onChange={(e) => setDraft({ ...draft, endDate: e.target.value })}
        />
      </label>
      <Button type="primary" htmlType="submit" disabled={wrong}>
        {t('bonus.range.apply')}
      </Button>
      {wrong && (
        <p id="bonus-range-error" className="bonus-range-error" role="alert">
          {t('validation.bonus.endBeforeStart')}
        </p>
      )}
    </form>
  );
}

/**
 * BonusReport and BonusReport/bnIndex (spec "Main mode"; /memberBenefit picks one by
 * IS_VERSION_202303): the member's bonus per closed cycle and type over a range, each cycle
 * opening its lines and their trail, the last 12 cycles as a chart, CSV export (built here) and PDF export (the server's). The 2023
 * version leads with the chart, the older one with the table.
 */
export function BonusReportPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const chartFirst = useLocation().pathname.endsWith('/bnIndex');
  const [range, setRange] = useState(defaultRange);
  const report = useBonusReport(range);
  const pdf = useBonusPdf();
  const { message } = useFeedback();
  const data = report.data;
  // a tick of the chart asks for fewer decimals ("$1,000"), never more than the currency has
  const money = useCallback(
    (a: string, decimals?: number) =>
      data
        ? formatMoney(
            a,
            Math.min(decimals ?? data.minorUnit, data.minorUnit),
            data.currency,
            i18n.language,
          )
        : a,
    [data, i18n.language],
  );
  const exportCsv = () => {
    if (!data) return;
    const header = {
      cycle: t('bonus.column.cycle'),
      start: t('bonus.column.start'),
      type: t('bonus.column.type'),
      amount: t('bonus.column.amount'),
    };
    downloadText(
      `bonus-${range.startDate}-${range.endDate}.csv`,
      bonusCsv(data.cycles, header, (x) => t(bonusTypeKey(x))),
    );
  };
  const exportPdf = () =>
    pdf.mutate(range, { onError: (error) => void message.error(messageOf(error, t)) });
  const chart = data && data.recent.length > 0 && <BonusChart cycles={data.recent} money={money} />;
  // a phone shows one card per cycle, its total on the right and its lines behind a toggle
  const table = data && (
    <ResponsiveTable<BonusCycleTotals>
      rowKey="cycle"
      label={t(titleKey)}
      dataSource={data.cycles}
      emptyText={t('bonus.empty')}
      expandedRowRender={(row) => <CycleDetail cycle={row.cycle} />}
      columns={[
        { key: 'cycle', title: t('bonus.column.cycle'), dataIndex: 'cycle', phone: 'title' },
        {
          key: 'start',
          title: t('bonus.column.start'),
          dataIndex: 'start',
          render: (v: string) => <BusinessDate value={v} />,
        },
        {
          key: 'details',
          title: t('bonus.column.details'),
          dataIndex: 'byType',
          render: (_v, row) =>
            row.byType.map((b) => (
              <div key={b.type}>
                {t(bonusTypeKey(b.type))}: {money(b.amount)}
              </div>
            )),
        },
        {
          key: 'total',
          title: t('bonus.column.total'),
          dataIndex: 'total',
          align: 'right',
          phone: 'amount',
          render: (v: string) => <MoneyValue>{money(v)}</MoneyValue>,
        },
        {
          key: 'left',
          title: t('bonus.column.left'),
          dataIndex: 'leftCount',
          align: 'right',
          // how many rules left pay on the table; the cycle's detail names them
          render: (n: number) =>
            n === 0 ? t('bonus.leftNone') : t('bonus.leftCount', { count: n }),
        },
      ]}
    />
  );
  return (
    <PageFrame titleKey={titleKey}>
      <div className="bonus-report">
        <RankCard />
        <RangeForm value={range} onApply={setRange} />
        <QueryStatus query={report} errorKey="bonus.error" />
        {data && (
          <>
            <div className="bonus-actions">
              <Button onClick={exportCsv} disabled={data.cycles.length === 0}>
                {t('bonus.export.csv')}
              </Button>
              <Button
                onClick={exportPdf}
                loading={pdf.isPending}
                disabled={data.cycles.length === 0}
              >
                {t('bonus.export.pdf')}
              </Button>
            </div>
            {chartFirst ? chart : table}
            {chartFirst ? table : chart}
          </>
        )}
      </div>
    </PageFrame>
  );
}
