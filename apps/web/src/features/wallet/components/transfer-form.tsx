import type {
  TransferLimits,
  TransferRecipient,
  TransferResult,
  WalletBalance,
} from '@portal/contract';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-store';
import { messageOf } from '../../../shared/ui/field-errors';
import { useTransfer } from '../api/transfer';
import { useRecipientLookup } from '../api/transfer-recipient';
import { useRefreshWallet } from '../api/refresh-wallet';
import { useIdempotencyKey } from '../idempotency';
import { fieldErrorsOf } from '../wallet-errors';
import { useWalletLinks } from '../wallet-links';
import { TransferConfirm } from './transfer-confirm';
import { TransferDetails } from './transfer-details';
import { TRANSFER_LABELS, transferBodyOf, type TransferValues } from './transfer-values';
import { useFormName } from '../../../shared/ui/use-unique-id';
import { useFormErrors } from '../../../shared/ui/form-error-summary';

/** What the result page shows: handed over in the router state, never fetched again. */
export interface TransferOutcome {
  result: TransferResult;
  recipient: TransferRecipient | null;
}

const DETAIL_FIELDS: ReadonlyArray<keyof TransferValues> = ['toMemberId', 'amount', 'remark'];

/** Details, then confirmation with the PIN; one idempotency key per confirmed form. */
export function TransferForm({ bonus, limits }: { bonus: WalletBalance; limits: TransferLimits }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const formName = useFormName('transfer');
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);
  const [error, setError] = useState<string | null>(null);
  const memberId = useSession((state) => state.memberId);
  const loginName = useSession((state) => state.loginName);
  const lookup = useRecipientLookup();
  const transfer = useTransfer();
  const idempotency = useIdempotencyKey();
  const refreshWallet = useRefreshWallet();
  const navigate = useNavigate();
  const links = useWalletLinks();
  const errors = useFormErrors(form);

  const values = (): TransferValues => form.getFieldsValue(true) as TransferValues;

  const goToConfirm = async () => {
    setError(null);
    const current = values();
    if (current.mode === 'own') {
      setRecipient(null);
    } else {
      try {
        setRecipient(await lookup.mutateAsync(current.toMemberId?.trim() ?? ''));
      } catch (failure) {
        errors.showFieldErrors([{ name: 'toMemberId', errors: [messageOf(failure, t)] }]);
        return;
      }
    }
    setStep('confirm');
  };

  const send = async () => {
    setError(null);
    const { pin = '' } = values();
    const body = transferBodyOf(values(), recipient);
    const idempotencyKey = idempotency.keyFor(body);
    try {
      const result = await transfer.mutateAsync({ body: { ...body, pin }, idempotencyKey });
      idempotency.settle();
      void refreshWallet();
      const outcome: TransferOutcome = { result, recipient };
      form.resetFields();
      setStep('details');
      navigate(links.transferResult, { state: outcome });
    } catch (failure) {
      idempotency.settle(failure);
      form.setFieldValue('pin', '');
      const fields = fieldErrorsOf(failure, t, TRANSFER_LABELS);
      if (fields.some(({ name }) => DETAIL_FIELDS.includes(name))) {
        // a field of the first step is wrong: show it where it can be corrected, once drawn
        form.setFields(fields);
        setStep('details');
        setTimeout(() => errors.showFieldErrors(fields), 0);
      } else if (fields.length > 0) errors.showFieldErrors(fields);
      else setError(messageOf(failure, t));
    }
  };

  return (
    <Form<TransferValues>
      name={formName}
      form={form}
      layout="vertical"
      className="wallet-form"
      initialValues={{ mode: 'member' }}
      onFinish={step === 'details' ? goToConfirm : send}
      {...errors.formProps}
    >
      {errors.summary}
      {step === 'details' ? (
        <TransferDetails
          bonus={bonus}
          limits={limits}
          ownMemberId={memberId}
          ownLoginName={loginName || null}
          checking={lookup.isPending}
        />
      ) : (
        <TransferConfirm
          values={values()}
          recipient={recipient}
          currency={bonus.currency}
          minorUnit={bonus.minorUnit}
          error={error}
          sending={transfer.isPending}
          onBack={() => {
            setError(null);
            setStep('details');
            // the Back button is gone with its step: focus returns to the first field
            setTimeout(() => form.focusField('mode'), 0);
          }}
        />
      )}
    </Form>
  );
}
