import type { Prize, WheelView } from '@portal/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../lib/format/business-time';
import { useScrollRegion } from '../../shared/ui/use-scroll-region';
import { PointsPrizeHelp } from './points-help';
import { SEGMENT_COLOURS } from './wheel-geometry';

/** The prize table (each slot's colour on the wheel and its chance) and the member's spins. */
export function AlphaspinTables(props: { wheel: WheelView; prizeText: (p: Prize) => string }) {
  const { t } = useTranslation();
  const w = props.wheel;
  const slotsTitle = t('promotion.spin.slots');
  const historyTitle = t('promotion.spin.history');
  const slotsRegion = useScrollRegion<HTMLDivElement>(slotsTitle);
  const historyRegion = useScrollRegion<HTMLDivElement>(historyTitle);
  const total = w.slots.reduce((s, x) => s + x.weight, 0);
  return (
    <>
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
              render: (_: unknown, r) => (
                <span className="promotion-slot">
                  <span
                    className="promotion-swatch"
                    aria-hidden
                    style={{ background: SEGMENT_COLOURS[r.key % SEGMENT_COLOURS.length] }}
                  />
                  {props.prizeText(r.prize)}
                </span>
              ),
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
      <PointsPrizeHelp prizes={w.slots.map((s) => s.prize)} />
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
              render: (_: unknown, r) => props.prizeText(r.prize),
            },
            {
              title: t('promotion.spin.award'),
              dataIndex: 'award',
              render: (v: string) => t(`promotion.award.${v}`),
            },
          ]}
        />
      </div>
    </>
  );
}
