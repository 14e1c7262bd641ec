import type { Address } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { useFeedback } from '../../lib/ui/feedback';
import { useDeleteAddress, useSetDefaultAddress } from './address-api';

type Action = 'setDefault' | 'delete';
type Busy = { id: number; action: Action } | null;

/**
 * What a failed delete or set-default tells the member: the catalogue message of spec 8
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
  const { modal, message } = useFeedback();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (address: Address, action: Action) => {
    setBusy({ id: address.id, action });
    try {
      if (action === 'delete') await remove.mutateAsync(address.id);
      else await makeDefault.mutateAsync(address.id);
      void message.success(
        t(action === 'delete' ? 'address.list.deleted' : 'address.list.defaultSet'),
      );
    } catch (error) {
      const key = action === 'delete' ? 'error.deletionFailed' : 'error.setDefaultFailed';
      void message.error(failureText(error, t, key));
    } finally {
      setBusy(null);
    }
  };

  return {
    busyFor: (id: number) => (busy?.id === id ? busy.action : null),
    setDefault: (address: Address) => void run(address, 'setDefault'),
    confirmDelete: (address: Address) =>
      modal.confirm({
        title: t('address.delete.title'),
        content: t('address.delete.body', { name: address.receiveName, city: address.city }),
        okText: t('address.list.delete'),
        okButtonProps: { danger: true },
        cancelText: t('web.common.cancel'),
        onOk: () => run(address, 'delete'),
      }),
  };
}
