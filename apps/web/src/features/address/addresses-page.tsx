import { PlusOutlined } from '@ant-design/icons';
import { ADDRESSES_MAX } from '@portal/contract';
import { Alert, Button, Col, Empty, Flex, Result, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/ui/field-errors';
import { Loading } from '../../lib/ui/loading';
import { PageFrame } from '../../lib/ui/page-frame';
import type { PageProps } from '../../lib/ui/page-props';
import { useAddresses } from '../../shared/address';
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
  const list = addresses.data ?? [];
  const atLimit = list.length >= ADDRESSES_MAX;

  const content = () => {
    if (addresses.isPending) return <Loading />;
    if (addresses.isError) return <Result status="warning" title={messageOf(addresses.error, t)} />;
    if (list.length === 0) return <Empty description={t('address.list.empty')} />;
    return (
      <Row gutter={[16, 16]} role="list" aria-label={t('address.list.label')}>
        {list.map((address) => (
          <Col key={address.id} xs={24} md={12} xl={8} role="listitem">
            <AddressItem
              address={address}
              busy={actions.busyFor(address.id)}
              onEdit={() => setDialog(address.id)}
              onDelete={() => actions.confirmDelete(address)}
              onSetDefault={() => actions.setDefault(address)}
            />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <Flex vertical gap="middle">
        <Flex wrap gap="middle" align="center" justify="space-between">
          <p className="muted">{t('address.list.intro', { limit: ADDRESSES_MAX })}</p>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={addresses.isPending || atLimit}
            onClick={() => setDialog('add')}
          >
            {t('address.list.add')}
          </Button>
        </Flex>
        {atLimit && (
          <Alert type="info" showIcon title={t('error.addressLimit', { limit: ADDRESSES_MAX })} />
        )}
        {content()}
      </Flex>
      {dialog !== null && (
        <AddressDialog
          addressId={dialog === 'add' ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </PageFrame>
  );
}
