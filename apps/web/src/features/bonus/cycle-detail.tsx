import { bonusTypeKey } from '@portal/contract';
import type { BonusCycleView } from '@portal/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { StandingFacts, useStandingText } from '../../shared/standing';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { useBonusCycle } from './api/bonus-cycle';

type LeftRow = BonusCycleView['leftOnTable'][number];
import { leftRuleText } from './left-rule';
import { QueryStatus } from './query-status';
import { TrailTable } from './trail-table';

/**
 * One closed cycle: the member's lines (each opens its trail), the member's standing at the
 * close and what was left on the table.
 */
export function CycleDetail({ cycle }: { cycle: string }) {
  const { t, i18n } = useTranslation();
  const words = useStandingText();
  const query = useBonusCycle(cycle);
  const [open, setOpen] = useState<string | null>(null);
  if (!query.isSuccess) return <QueryStatus query={query} errorKey="bonus.error" />;
  const d = query.data;
  const money = (a: string) => formatMoney(a, d.minorUnit, d.currency, i18n.language);
  return (
    <div className="bonus-cycle">
      <h3>{t('bonus.lines.title', { cycle })}</h3>
      {d.lines.length === 0 ? (
        <p className="bonus-empty">{t('bonus.lines.empty')}</p>
      ) : (
        <ul className="bonus-lines">
          {d.lines.map((l) => (
            <li key={l.type}>
              <span className="bonus-line-type">{t(bonusTypeKey(l.type))}</span>
              <span className="bonus-line-amount">{money(l.amount)}</span>
              {l.adjustment !== '0' && !/^-?0(\.0+)?$/.test(l.adjustment) && (
                <span className="bonus-line-adjustment">
                  {t('bonus.lines.adjustment')}: {money(l.adjustment)}
                </span>
              )}
              <Button
                size="small"
                aria-expanded={open === l.type}
                onClick={() => setOpen(open === l.type ? null : l.type)}
              >
                {t('bonus.lines.explain')}
              </Button>
              {open === l.type && <TrailTable type={l.type} trail={l.trail} />}
            </li>
          ))}
        </ul>
      )}
      {d.standing && (
        <>
          <h3>{t('bonus.standing.title', { cycle })}</h3>
          <StandingFacts standing={d.standing} />
        </>
      )}
      <h3>{t('bonus.left.title')}</h3>
      {d.leftOnTable.length === 0 ? (
        <p className="bonus-empty">{t('bonus.left.empty')}</p>
      ) : (
        <ResponsiveTable<LeftRow>
          label={t('bonus.left.title')}
          emptyText={t('bonus.left.empty')}
          rowKey={(r) => `${r.type}|${r.rule}`}
          dataSource={d.leftOnTable}
          columns={[
            {
              key: 'type',
              title: t('bonus.column.type'),
              dataIndex: 'type',
              phone: 'title',
              render: (v: string) => t(bonusTypeKey(v)),
            },
            {
              key: 'rule',
              title: t('bonus.left.rule'),
              dataIndex: 'rule',
              render: (v: string) => leftRuleText(t, v),
            },
            {
              key: 'amount',
              title: t('bonus.left.amount'),
              dataIndex: 'amountBv',
              render: (v: string | null) => (v === null ? '' : words.bv(v)),
            },
            {
              key: 'volume',
              title: t('bonus.left.volume'),
              dataIndex: 'volume',
              render: (v: string | null) => (v === null ? '' : words.bv(v)),
            },
          ]}
        />
      )}
    </div>
  );
}
