import {
  TRANSFER_RECIPIENT_MAX,
  TRANSFER_REMARK_MAX,
  type TransferLimits,
  type WalletBalance,
} from '@portal/contract';
import { Form, Input, Radio, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format/use-formats';
import { RelockButton } from '../../../shared/ui/relock-button';
import { amountRules, requiredRule } from '../form-rules';
import { remainingOf } from '../money';
import { useMoney } from '../money-hooks';
import { TRANSFER_LABELS, TRANSFER_MODES, type TransferMode } from './transfer-values';

interface Props {
  bonus: WalletBalance;
  limits: TransferLimits;
  ownMemberId: number | null;
  ownLoginName: string | null;
  checking: boolean;
}

/** First step: where to, how much, an optional remark. Checked here before the PIN is asked. */
export function TransferDetails({ bonus, limits, ownMemberId, ownLoginName, checking }: Props) {
  const { t } = useTranslation();
  const sign = useFormats().currency;
  const mode = Form.useWatch<TransferMode>('mode');
  const memberIdRules: FormRule[] = [
    requiredRule(t, TRANSFER_LABELS.toMemberId),
    {
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text === '') return;
        const field = t(TRANSFER_LABELS.toMemberId);
        if (text.length > TRANSFER_RECIPIENT_MAX)
          throw new Error(t('validation.tooLong', { field, limit: TRANSFER_RECIPIENT_MAX }));
        const self =
          text === String(ownMemberId) || text.toLowerCase() === ownLoginName?.toLowerCase();
        if (self) throw new Error(t('wallet.transfer.notYourself'));
      },
    },
  ];
  const remaining = remainingOf(limits.daily, limits.usedToday, bonus.minorUnit);
  const { currency } = limits;
  const money = useMoney();
  // the server's own messages, so the form and the server never say it differently
  const ceilings = [
    { max: bonus.available, message: t('error.insufficientBalance') },
    {
      max: limits.perTransfer,
      message: t('error.transferLimitExceeded', { limit: money(limits.perTransfer, currency) }),
    },
    {
      max: remaining,
      message: t('error.dailyTransferLimitExceeded', { remaining: money(remaining, currency) }),
    },
  ];
  return (
    <>
      <Form.Item label={t('wallet.transfer.mode')} name="mode">
        <Radio.Group
          className="wallet-modes"
          // antd's label points at the group's id, which names no group: named here too
          aria-label={t('wallet.transfer.mode')}
          options={TRANSFER_MODES.map((value) => ({
            value,
            label: t(`wallet.transfer.mode.${value}`),
          }))}
        />
      </Form.Item>
      {mode !== 'own' && (
        <Form.Item
          label={t(TRANSFER_LABELS.toMemberId)}
          name="toMemberId"
          rules={memberIdRules}
          extra={t('wallet.transfer.memberIdHint')}
        >
          <Input autoComplete="off" spellCheck={false} autoCapitalize="off" />
        </Form.Item>
      )}
      <Form.Item
        label={t(TRANSFER_LABELS.amount)}
        name="amount"
        rules={amountRules(t, TRANSFER_LABELS.amount, {
          decimals: bonus.minorUnit,
          minorUnit: bonus.minorUnit,
          ceilings,
        })}
      >
        <Input inputMode="decimal" autoComplete="off" suffix={sign(bonus.currency)} />
      </Form.Item>
      <Form.Item label={t(TRANSFER_LABELS.remark)} name="remark">
        <Input.TextArea maxLength={TRANSFER_REMARK_MAX} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      <RelockButton type="primary" htmlType="submit" loading={checking} block>
        {t('wallet.transfer.next')}
      </RelockButton>
    </>
  );
}
