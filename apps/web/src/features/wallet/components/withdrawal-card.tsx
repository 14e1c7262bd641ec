import type { Withdrawal } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../shared/ui/use-unique-id';
import { formatBusinessTime } from '../../../lib/format/business-time';
import { useMoney } from '../money-hooks';
import { WithdrawalTimeline } from './withdrawal-timeline';
import { bankLabel, statusColour, statusLabelKey } from './withdraw-values';
import { Facts } from '../../../shared/ui/facts';

interface Props {
  withdrawal: Withdrawal;
  onCancel: (w: Withdrawal) => void;
  onUpdate: (w: Withdrawal) => void;
}

/** One withdrawal: its figures, its timeline, and what the member may still do with it. */
export function WithdrawalCard({ withdrawal: w, onCancel, onUpdate }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useUniqueId(`withdrawal-${w.id}`);
  return (
    <article className="withdrawal" aria-labelledby={titleId}>
      <header className="withdrawal-head">
        <h3 id={titleId} className="withdrawal-title">
          {t('wallet.withdraw.id', { id: w.id })}
        </h3>
        <Tag color={statusColour(w.status)} data-testid="withdrawal-status">
          {t(statusLabelKey(w.status))}
        </Tag>
        <span className="muted">{formatBusinessTime(w.createdAt)}</span>
      </header>
      <Facts
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'amount',
            label: t('wallet.withdraw.amount'),
            children: money(w.amount, w.currency),
          },
          { key: 'fee', label: t('wallet.withdraw.fee'), children: money(w.fee, w.currency) },
          { key: 'net', label: t('wallet.withdraw.net'), children: money(w.net, w.currency) },
          {
            key: 'account',
            label: t('wallet.withdraw.form.account'),
            children: t(`wallet.account.${w.account}`),
          },
          {
            key: 'bank',
            label: t('wallet.withdraw.form.bankAccount'),
            children: bankLabel(w.bankAccount),
          },
          {
            key: 'method',
            label: t('wallet.withdraw.form.paymentMethod'),
            children: t(`wallet.paymentMethod.${w.paymentMethod}`),
          },
        ]}
      />
      <h4 className="withdrawal-subtitle">{t('wallet.withdraw.timeline')}</h4>
      <WithdrawalTimeline events={w.timeline} />
      {(w.canCancel || w.canUpdate) && (
        <div className="wallet-actions">
          {w.canUpdate && (
            <Button onClick={() => onUpdate(w)}>{t('wallet.withdraw.update')}</Button>
          )}
          {w.canCancel && (
            <Button danger onClick={() => onCancel(w)}>
              {t('wallet.withdraw.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
