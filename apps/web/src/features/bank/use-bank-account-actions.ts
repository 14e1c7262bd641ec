import type { BankAccount } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { useFeedback } from '../../lib/ui/feedback';
import { useDeleteBankAccount } from './api/delete-bank-account';
import { useSetDefaultBankAccount } from './api/set-default-bank-account';

type Busy = { id: number; action: 'setDefault' | 'delete' } | null;

/**
 * What a failed delete or set-default tells the member: the catalogue message of spec 8
 * ('Deletion failed', 'Set as Default Failed'), with the server's reason when it gave one
 * (e.g. a pending withdrawal pays out to the account, or the card has expired).
 */
export function failureText(error: unknown, t: TFunction, catalogueKey: string): string {
  const headline = t(catalogueKey);
  if (!isApiError(error)) return headline;
  const field = error.fields[0];
  const reason = field ? t(field.key, field.params) : error.msg;
  if (!reason || reason === headline) return headline;
  // the server's own message may already start with the headline
  return reason.startsWith(headline) ? reason : `${headline}: ${reason}`;
}

/** Delete (after a confirmation) and set-default, with a per-account busy state. */
export function useBankAccountActions() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const remove = useDeleteBankAccount();
  const makeDefault = useSetDefaultBankAccount();
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (account: BankAccount, action: 'setDefault' | 'delete') => {
    setBusy({ id: account.id, action });
    try {
      if (action === 'delete') await remove.mutateAsync(account.id);
      else await makeDefault.mutateAsync(account.id);
      void message.success(t(action === 'delete' ? 'bank.list.deleted' : 'bank.list.defaultSet'));
    } catch (error) {
      const key = action === 'delete' ? 'error.deletionFailed' : 'error.setDefaultFailed';
      void message.error(failureText(error, t, key));
    } finally {
      setBusy(null);
    }
  };

  return {
    busyFor: (id: number) => (busy?.id === id ? busy.action : null),
    setDefault: (account: BankAccount) => void run(account, 'setDefault'),
    confirmDelete: (account: BankAccount) =>
      modal.confirm({
        title: t('bank.delete.title'),
        content: t('bank.delete.body', {
          bank: account.bankName,
          number: account.maskedAccountNumber,
        }),
        okText: t('bank.list.delete'),
        okButtonProps: { danger: true },
        cancelText: t('web.common.cancel'),
        onOk: () => run(account, 'delete'),
      }),
  };
}
