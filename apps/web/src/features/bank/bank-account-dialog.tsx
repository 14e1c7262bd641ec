import { BANK_ACCOUNT_TYPES, type BankAccount } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { RelockButton } from '../../shared/ui/relock-button';
import { useFormName } from '../../shared/ui/use-unique-id';
import { securityStatusQuery } from '../../shared/api/security-status';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useReturnFocus } from '../../shared/ui/use-return-focus';
import { useAddBankAccount } from './api/add-bank-account';
import { useBankAccountTypes } from './api/bank-account-types';
import { useBankAccount } from './api/get-bank-account';
import { useUpdateBankAccount } from './api/update-bank-account';
import { BANK_LABELS, BankAccountFields } from './bank-account-fields';
import { initialValues, toAddBody, toUpdateBody, type BankFormValues } from './bank-form-rules';
import { BankPinField, PinNotSetNotice } from './bank-pin-field';

interface Props {
  /** the account being edited, null to add one */
  accountId: number | null;
  onClose: () => void;
}

/** The add / edit dialog; it is mounted only while open, so each opening starts afresh. */
export function BankAccountDialog({ accountId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  useReturnFocus();
  const [form] = Form.useForm<BankFormValues>();
  const failure = useFormFailure(form, BANK_LABELS);
  // unique per mount: a kept-alive page's fields never share the dialog's ids
  const formId = useFormName('bankAccount');
  const types = useBankAccountTypes();
  const stored = useBankAccount(accountId);
  // asked afresh at each opening: the member may have just set the PIN elsewhere
  const security = useQuery({ ...securityStatusQuery(), refetchOnMount: 'always' });
  const add = useAddBankAccount();
  const update = useUpdateBankAccount();
  const editing = accountId === null ? null : (stored.data ?? null);
  const pending = add.isPending || update.isPending;

  const onFinish = async (values: BankFormValues) => {
    failure.clear();
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: toUpdateBody(values) });
      else await add.mutateAsync(toAddBody(values));
      void message.success(t('bank.form.saved'));
      onClose();
    } catch (error) {
      failure.fail(error);
    }
  };

  const loading = types.isPending || security.isPending || (accountId !== null && stored.isPending);
  const failed =
    (types.isError ? types.error : null) ??
    (security.isError ? security.error : null) ??
    (accountId !== null ? stored.error : null);
  const noPin = security.data?.pinSet === false;
  const body = (account: BankAccount | null) => (
    <Form
      id={formId}
      name={formId}
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={initialValues(account, BANK_ACCOUNT_TYPES[0])}
      {...failure.formProps}
    >
      {failure.summary}
      <FormAlert error={failure.error} />
      <BankAccountFields editing={account} types={types.data ?? []} />
      <BankPinField />
    </Form>
  );

  return (
    <Modal
      open
      title={t(accountId === null ? 'bank.form.addTitle' : 'bank.form.editTitle')}
      onCancel={onClose}
      maskClosable={false}
      // a long form scrolls inside the dialog, which never grows taller than the screen
      centered
      styles={{ body: { maxHeight: 'calc(100dvh - 200px)', overflowY: 'auto' } }}
      footer={
        failed || loading || noPin
          ? null
          : [
              <RelockButton key="cancel" onClick={onClose} disabled={pending}>
                {t('web.common.cancel')}
              </RelockButton>,
              <RelockButton
                key="save"
                type="primary"
                htmlType="submit"
                form={formId}
                loading={pending}
              >
                {t('bank.form.save')}
              </RelockButton>,
            ]
      }
    >
      {loading ? (
        <Loading />
      ) : failed ? (
        <Result status="warning" title={messageOf(failed, t)} />
      ) : noPin ? (
        <PinNotSetNotice onLeave={onClose} />
      ) : (
        body(editing)
      )}
    </Modal>
  );
}
