import type { TransferLimits, WalletBalance } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, remainingOf } from '../money';
import { Facts } from '../../../shared/ui/facts';

/** What may be sent now: the bonus balance and the company's limits, shown on the form. */
export function TransferLimitsPanel({
  bonus,
  limits,
}: {
  bonus: WalletBalance;
  limits: TransferLimits;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) =>
    formatMoney(amount, bonus.minorUnit, limits.currency, i18n.language);
  return (
    <Facts
      className="wallet-limits"
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      title={t('wallet.transfer.limits.title')}
      items={[
        {
          key: 'available',
          label: t('wallet.transfer.available'),
          children: formatMoney(bonus.available, bonus.minorUnit, bonus.currency, i18n.language),
        },
        {
          key: 'perTransfer',
          label: t('wallet.transfer.limits.perTransfer'),
          children: money(limits.perTransfer),
        },
        { key: 'daily', label: t('wallet.transfer.limits.daily'), children: money(limits.daily) },
        {
          key: 'remaining',
          label: t('wallet.transfer.limits.remainingToday'),
          children: money(remainingOf(limits.daily, limits.usedToday, bonus.minorUnit)),
        },
      ]}
    />
  );
}
