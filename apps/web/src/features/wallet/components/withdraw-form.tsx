import type { BankAccount, WalletBalance, WithdrawalFee, WithdrawBody } from '@portal/contract';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../../shared/ui/field-errors';
import { useFeedback } from '../../../lib/feedback/feedback';
import { useRefreshWallet } from '../api/refresh-wallet';
import { useWithdraw } from '../api/withdraw';
import { useWithdrawalFeePreview } from '../api/withdrawal-fee';
import { useIdempotencyKey } from '../idempotency';
import { fieldErrorsOf } from '../wallet-errors';
import { useWalletLinks } from '../wallet-links';
import { WithdrawConfirm } from './withdraw-confirm';
import { WithdrawDetails } from './withdraw-details';
import { WITHDRAW_LABELS, type WithdrawValues } from './withdraw-values';
import { useFormName } from '../../../shared/ui/use-unique-id';
import { useFormErrors } from '../../../shared/ui/form-error-summary';

const DETAIL_FIELDS: ReadonlyArray<keyof WithdrawValues> = [
  'account',
  'bankAccountId',
  'paymentMethod',
  'amount',
];
/** The fee preview names the amount and account as query parameters. */
const PREVIEW_ALIASES = { withdrawalAmount: 'amount' } as const;

function bodyOf(values: WithdrawValues): Omit<WithdrawBody, 'pin'> {
  return {
    account: values.account,
    amount: values.amount.trim(),
    bankAccountId: values.bankAccountId as number,
    paymentMethod: values.paymentMethod as WithdrawBody['paymentMethod'],
  };
}

interface Props {
  balances: WalletBalance[];
  bankAccounts: BankAccount[];
  marketplace: boolean;
}

/** Details, then the fee preview and the PIN; one idempotency key per confirmed form. */
export function WithdrawForm({ balances, bankAccounts, marketplace }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<WithdrawValues>();
  const formName = useFormName('withdraw');
  const [fee, setFee] = useState<WithdrawalFee | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useWithdrawalFeePreview();
  const withdraw = useWithdraw();
  const idempotency = useIdempotencyKey();
  const refreshWallet = useRefreshWallet();
  const navigate = useNavigate();
  const links = useWalletLinks();
  const errors = useFormErrors(form);
  const values = (): WithdrawValues => form.getFieldsValue(true) as WithdrawValues;

  const showFee = async () => {
    setError(null);
    const { account, amount } = values();
    try {
      setFee(await preview.mutateAsync({ account, withdrawalAmount: amount.trim() }));
    } catch (failure) {
      const fields = fieldErrorsOf(failure, t, WITHDRAW_LABELS, PREVIEW_ALIASES);
      errors.showFieldErrors(
        fields.length > 0 ? fields : [{ name: 'amount', errors: [messageOf(failure, t)] }],
      );
    }
  };

  const send = async () => {
    setError(null);
    const body = bodyOf(values());
    const idempotencyKey = idempotency.keyFor(body);
    try {
      await withdraw.mutateAsync({ body: { ...body, pin: values().pin ?? '' }, idempotencyKey });
      idempotency.settle();
      void refreshWallet();
      form.resetFields();
      setFee(null);
      void message.success(t('wallet.withdraw.applied'));
      navigate(links.withdraw);
    } catch (failure) {
      idempotency.settle(failure);
      form.setFieldValue('pin', '');
      const fields = fieldErrorsOf(failure, t, WITHDRAW_LABELS);
      if (fields.some(({ name }) => DETAIL_FIELDS.includes(name))) {
        // a field of the first step is wrong: show it where it can be corrected, once drawn
        form.setFields(fields);
        setFee(null);
        setTimeout(() => errors.showFieldErrors(fields), 0);
      } else if (fields.length > 0) errors.showFieldErrors(fields);
      else setError(messageOf(failure, t));
    }
  };

  const defaultBank = bankAccounts.find((b) => b.isDefault) ?? bankAccounts[0];
  return (
    <Form<WithdrawValues>
      name={formName}
      form={form}
      layout="vertical"
      className="wallet-form"
      initialValues={{ account: 'bonus', bankAccountId: defaultBank?.id }}
      onFinish={fee ? send : showFee}
      {...errors.formProps}
    >
      {errors.summary}
      {fee ? (
        <WithdrawConfirm
          values={values()}
          fee={fee}
          bank={bankAccounts.find((b) => b.id === values().bankAccountId)}
          error={error}
          sending={withdraw.isPending}
          onBack={() => {
            setError(null);
            setFee(null);
            // the Back button is gone with its step: focus returns to the first field
            setTimeout(() => form.focusField('account'), 0);
          }}
        />
      ) : (
        <WithdrawDetails
          balances={balances}
          bankAccounts={bankAccounts}
          marketplace={marketplace}
          checking={preview.isPending}
        />
      )}
    </Form>
  );
}
