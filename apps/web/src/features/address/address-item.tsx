import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import type { Address } from '@portal/contract';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../lib/ui/relock-button';
import { useUniqueId } from '../../lib/ui/use-unique-id';
import { AddressText } from '../../shared/address';

interface Props {
  address: Address;
  busy: 'setDefault' | 'delete' | null;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One saved address with its actions; the default one carries a Default tag. */
export function AddressItem({ address, busy, ...actions }: Props) {
  const { t } = useTranslation();
  const titleId = useUniqueId(`address-${address.id}`);
  const buttons = [
    <Button key="edit" type="link" icon={<EditOutlined />} onClick={actions.onEdit}>
      {t('address.list.edit')}
    </Button>,
    <RelockButton
      key="delete"
      type="link"
      danger
      icon={<DeleteOutlined />}
      loading={busy === 'delete'}
      onClick={actions.onDelete}
    >
      {t('address.list.delete')}
    </RelockButton>,
  ];
  if (!address.isDefault) {
    buttons.unshift(
      <RelockButton
        key="default"
        type="link"
        icon={<StarOutlined />}
        loading={busy === 'setDefault'}
        onClick={actions.onSetDefault}
      >
        {t('address.list.setDefault')}
      </RelockButton>,
    );
  }
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
