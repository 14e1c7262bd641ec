import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import type { SavedItemBusy } from './saved-item-buttons';

type Action = Exclude<SavedItemBusy, null>;

/** The part of a TanStack mutation this hook uses: a call by the item's id. */
interface ByIdMutation {
  mutateAsync: (id: number) => Promise<unknown>;
}

export interface SavedItemActionsOptions<T> {
  remove: ByIdMutation;
  makeDefault: ByIdMutation;
  /** the feature's wording of a failure under the catalogue's headline */
  failureText: (error: unknown, t: TFunction, catalogueKey: string) => string;
  /** translated texts: the toasts after success, and the confirm dialog's OK button */
  text: { deleted: string; defaultSet: string; delete: string };
  /** the confirm dialog's translated title and body, naming the item */
  confirmText: (item: T) => { title: string; content: string };
}

/**
 * Delete (after a confirmation) and set-default of a saved address or bank account, with a
 * per-item busy state so only the clicked card's button spins.
 */
export function useSavedItemActions<T extends { id: number }>({
  remove,
  makeDefault,
  failureText,
  text,
  confirmText,
}: SavedItemActionsOptions<T>) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [busy, setBusy] = useState<{ id: number; action: Action } | null>(null);

  const run = async (item: T, action: Action) => {
    setBusy({ id: item.id, action });
    try {
      if (action === 'delete') await remove.mutateAsync(item.id);
      else await makeDefault.mutateAsync(item.id);
      void message.success(action === 'delete' ? text.deleted : text.defaultSet);
    } catch (error) {
      const key = action === 'delete' ? 'error.deletionFailed' : 'error.setDefaultFailed';
      void message.error(failureText(error, t, key));
    } finally {
      setBusy(null);
    }
  };

  return {
    busyFor: (id: number): SavedItemBusy => (busy?.id === id ? busy.action : null),
    setDefault: (item: T) => void run(item, 'setDefault'),
    confirmDelete: (item: T) =>
      modal.confirm({
        ...confirmText(item),
        okText: text.delete,
        okButtonProps: { danger: true },
        cancelText: t('web.common.cancel'),
        onOk: () => run(item, 'delete'),
      }),
  };
}
