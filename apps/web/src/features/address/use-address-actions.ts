import type { Address } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { useSavedItemActions } from '../../shared/ui/use-saved-item-actions';
import { useDeleteAddress, useSetDefaultAddress } from './api/address';

/**
 * What a failed delete or set-default tells the member: the catalogue message of spec "The error catalogue"
 * ('Deletion failed', 'Set as Default Failed'), or the server's own message when it starts
 * with it (e.g. 'Deletion failed: this address is used by an order…').
 */
export function failureText(error: unknown, t: TFunction, catalogueKey: string): string {
  const headline = t(catalogueKey);
  if (!isApiError(error) || !error.msg || error.msg === headline) return headline;
  return error.msg.startsWith(headline) ? error.msg : `${headline}: ${error.msg}`;
}

/** Delete (after a confirmation) and set-default, with a per-address busy state. */
export function useAddressActions() {
  const { t } = useTranslation();
  return useSavedItemActions<Address>({
    remove: useDeleteAddress(),
    makeDefault: useSetDefaultAddress(),
    failureText,
    text: {
      deleted: t('address.list.deleted'),
      defaultSet: t('address.list.defaultSet'),
      delete: t('address.list.delete'),
    },
    confirmText: (address) => ({
      title: t('address.delete.title'),
      content: t('address.delete.body', { name: address.receiveName, city: address.city }),
    }),
  });
}
