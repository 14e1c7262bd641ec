import type { BankAccount } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { useSavedItemActions } from '../../shared/ui/use-saved-item-actions';
import { useDeleteBankAccount } from './api/delete-bank-account';
import { useSetDefaultBankAccount } from './api/set-default-bank-account';

/**
 * What a failed delete or set-default tells the member: the catalogue message of spec "The error catalogue"
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
  return useSavedItemActions<BankAccount>({
    remove: useDeleteBankAccount(),
    makeDefault: useSetDefaultBankAccount(),
    failureText,
    text: {
      deleted: t('bank.list.deleted'),
      defaultSet: t('bank.list.defaultSet'),
      delete: t('bank.list.delete'),
    },
    confirmText: (account) => ({
      title: t('bank.delete.title'),
      content: t('bank.delete.body', {
        bank: account.bankName,
        number: account.maskedAccountNumber,
      }),
    }),
  });
}
