import { Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { AddressForm } from '../../shared/address';
import { useReturnFocus } from '../../shared/ui/use-return-focus';
import { useStoredAddress } from './api/address';

interface Props {
  /** the address being edited, null to add one */
  addressId: number | null;
  onClose: () => void;
}

/** The add / edit dialog; mounted only while open, so each opening starts afresh. */
export function AddressDialog({ addressId, onClose }: Props) {
  const { t } = useTranslation();
  useReturnFocus();
  const stored = useStoredAddress(addressId);
  const content = () => {
    if (addressId !== null && stored.isPending) return <Loading />;
    if (addressId !== null && stored.isError) {
      return <Result status="warning" title={messageOf(stored.error, t)} />;
    }
    return <AddressForm initial={stored.data ?? null} onSaved={onClose} onCancel={onClose} />;
  };
  return (
    <Modal
      open
      title={t(addressId === null ? 'address.form.addTitle' : 'address.form.editTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={null}
      width={720}
      // a long form scrolls inside the dialog, which never grows taller than the screen
      centered
      styles={{ body: { maxHeight: 'calc(100dvh - 160px)', overflowY: 'auto' } }}
    >
      {content()}
    </Modal>
  );
}
