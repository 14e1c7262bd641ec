import { formatVolume, type OrderPreview } from '@portal/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/format/money-text';
import { Volume } from '../../../shared/format/volume-text';
import { DateTime } from '../order-ui';
import { Facts } from '../../../shared/ui/facts';

/** Subtotal, shipping, tax and total as beforeSaveOrder priced them, exact. */
export function CheckoutTotals({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation();
  const money = (amount: string) => (
    <Money amount={amount} currency={preview.currency} minorUnit={preview.minorUnit} />
  );
  return (
    <Facts
      column={1}
      size="small"
      className="order-totals"
      items={[
        { key: 'subtotal', label: t('invoice.subtotal'), children: money(preview.subtotal) },
        { key: 'shipping', label: t('invoice.shipping'), children: money(preview.shipping) },
        { key: 'tax', label: t('invoice.tax'), children: money(preview.tax) },
        {
          key: 'total',
          label: t('invoice.total'),
          children: <strong data-testid="checkout-total">{money(preview.total)}</strong>,
        },
        { key: 'bv', label: t('invoice.totalBv'), children: <Volume bv={preview.bv} /> },
      ]}
    />
  );
}

/**
 * "What this order changes": the BV it adds, how long it keeps the member active
 * and how far it brings them towards the next rank, before they commit to it.
 */
export function CheckoutEffects({ preview }: { preview: OrderPreview }) {
  const { t, i18n } = useTranslation();
  const { effects } = preview;
  const bv = (value: string) => formatVolume(value, i18n.language);
  const rank = (code: string) => t(`member.rank.${code}`);
  const until = (iso: string | null) => (iso ? <DateTime iso={iso} /> : t('checkout.notActive'));
  const items = [
    {
      key: 'bv',
      label: t('checkout.effects.bvAdded'),
      children: effects.countsForPbv
        ? t('checkout.bv', { bv: bv(effects.bvAdded) })
        : t('checkout.effects.worldPlanOnly', { bv: bv(effects.bvAdded) }),
    },
    {
      key: 'active',
      label: t('checkout.effects.activeUntil'),
      children: (
        <>
          {until(effects.activeUntilBefore)} → {until(effects.activeUntilAfter)}
        </>
      ),
    },
    {
      key: 'rebuy',
      label: t('checkout.effects.mustRebuy'),
      children: `${bv(effects.mustRebuyBV4ActiveBefore)} → ${bv(effects.mustRebuyBV4ActiveAfter)}`,
    },
    {
      key: 'rank',
      label: t('checkout.effects.rank'),
      children:
        effects.rank.before === effects.rank.after
          ? rank(effects.rank.after)
          : t('checkout.effects.rankUp', {
              from: rank(effects.rank.before),
              to: rank(effects.rank.after),
            }),
    },
    ...(effects.rank.next && effects.rank.bvToNext
      ? [
          {
            key: 'next',
            label: t('checkout.effects.nextRank'),
            children: t('checkout.effects.bvToNext', {
              bv: bv(effects.rank.bvToNext),
              rank: rank(effects.rank.next),
            }),
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={t('checkout.effects.title')} className="order-effects">
      <Facts column={1} size="small" items={items} />
    </Card>
  );
}
