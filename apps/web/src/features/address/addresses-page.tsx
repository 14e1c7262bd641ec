import { ADDRESSES_MAX } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useAddresses } from '../../shared/address';
import { SavedItemsSection } from '../../shared/ui/saved-items-section';
import { AddressDialog } from './address-dialog';
import { AddressItem } from './address-item';
import { useAddressActions } from './use-address-actions';

/** 'add', an address id to edit, or closed. */
type DialogState = 'add' | number | null;

/**
 * /myAccount/Logisticmanagerment and /wpm/wtMyAccount/Logisticmanagerment: the member's
 * shipping addresses; list, add, edit, delete and set the default.
 */
export default function AddressesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [dialog, setDialog] = useState<DialogState>(null);
  const actions = useAddressActions();

  return (
    <PageFrame titleKey={titleKey}>
      <SavedItemsSection
        query={addresses}
        max={ADDRESSES_MAX}
        text={{
          intro: t('address.list.intro', { limit: ADDRESSES_MAX }),
          add: t('address.list.add'),
          atLimit: t('error.addressLimit', { limit: ADDRESSES_MAX }),
          empty: t('address.list.empty'),
          listLabel: t('address.list.label'),
        }}
        onAdd={() => setDialog('add')}
        renderItem={(address) => (
          <AddressItem
            address={address}
            busy={actions.busyFor(address.id)}
            onEdit={() => setDialog(address.id)}
            onDelete={() => actions.confirmDelete(address)}
            onSetDefault={() => actions.setDefault(address)}
          />
        )}
      />
      {dialog !== null && (
        <AddressDialog
          addressId={dialog === 'add' ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </PageFrame>
  );
}
