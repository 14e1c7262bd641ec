import type { PointsProductCard } from '@portal/contract';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { useReturnFocus } from '../../shared/ui/use-return-focus';
import { ExchangeForm } from './exchange-form';

/**
 * The exchange of one card of the exchange page, in a dialog over the list: the list and its
 * page stay as they were. Unmounted on close, so the focus goes back to the card's button.
 */
export function ExchangeDialog({
  product,
  onClose,
}: {
  product: PointsProductCard;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  useReturnFocus();
  return (
    <Modal
      open
      title={t('pointsShop.dialogTitle', { name: product.name })}
      onCancel={onClose}
      maskClosable={false}
      footer={null}
      centered
      styles={{ body: { maxHeight: 'calc(100dvh - 200px)', overflowY: 'auto' } }}
    >
      <p className="points-price">
        {t('pointsShop.price', { points: f.count(product.pointsPrice) })}
      </p>
      <ExchangeForm
        target={{
          skuId: product.skuId,
          pointsPrice: product.pointsPrice,
          stock: product.stock,
          kind: product.kind,
        }}
      />
    </Modal>
  );
}
