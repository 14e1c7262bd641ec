import type { AutoshipPreview } from '@portal/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format/use-formats';
import { Money } from '../../../shared/format/money-text';
import { Facts } from '../../../shared/ui/facts';
import { RunDate, useScheduleText } from '../autoship-text';

/** What the set-up will do, priced by the server before the member confirms: when and how much. */
export function SetupPreview({ preview }: { preview: AutoshipPreview }) {
  const { t } = useTranslation();
  const f = useFormats();
  const scheduleText = useScheduleText();
  const { amounts } = preview;
  const money = (amount: string) => (
    <Money amount={amount} currency={amounts.currency} minorUnit={amounts.minorUnit} />
  );
  return (
    <Card size="small" title={t('autoship.form.preview')} data-testid="autoship-preview">
      <Facts
        column={1}
        size="small"
        items={[
          {
            key: 'first',
            label: t('autoship.facts.firstRun'),
            children: <RunDate day={preview.firstRunDate} />,
          },
          {
            key: 'schedule',
            label: t('autoship.facts.schedule'),
            children: scheduleText(preview.schedule),
          },
          {
            key: 'subtotal',
            label: t('autoship.facts.subtotal'),
            children: money(amounts.subtotal),
          },
          {
            key: 'shipping',
            label: t('autoship.facts.shipping'),
            children: money(amounts.shipping),
          },
          { key: 'tax', label: t('autoship.facts.tax'), children: money(amounts.tax) },
          {
            key: 'total',
            label: t('autoship.facts.amount'),
            children: <strong data-testid="autoship-amount">{money(amounts.total)}</strong>,
          },
          { key: 'bv', label: t('autoship.facts.bv'), children: f.bv(amounts.bv) },
          { key: 'points', label: t('autoship.facts.points'), children: f.count(amounts.points) },
        ]}
      />
      <p className="autoship-note">{t('autoship.form.priceNote')}</p>
    </Card>
  );
}
