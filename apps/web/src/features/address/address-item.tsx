import type { Address } from '@portal/contract';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { AddressText } from '../../shared/address';
import { savedItemButtons, type SavedItemBusy } from '../../shared/ui/saved-item-buttons';

interface Props {
  address: Address;
  busy: SavedItemBusy;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One saved address with its actions; the default one carries a Default tag. */
export function AddressItem({ address, busy, ...actions }: Props) {
  const { t } = useTranslation();
  const titleId = useUniqueId(`address-${address.id}`);
  const buttons = savedItemButtons({
    isDefault: address.isDefault,
    busy,
    labels: {
      edit: t('address.list.edit'),
      delete: t('address.list.delete'),
      setDefault: t('address.list.setDefault'),
    },
    ...actions,
  });
  return (
    <Card role="group" aria-labelledby={titleId} size="small">
      <span id={titleId} className="visually-hidden">
        {`${address.receiveName}, ${address.city}`}
      </span>
      <AddressText address={address} />
      {/* the actions wrap on a narrow screen instead of squeezing into equal thirds */}
      <Flex wrap gap={4} style={{ marginTop: 8, marginInline: -15 }}>
        {buttons}
      </Flex>
    </Card>
  );
}
