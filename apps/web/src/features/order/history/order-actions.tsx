import { PAID_ORDER_STATUSES, UNPAID_ORDER_STATUSES, type Platform } from '@portal/contract';
import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeedback } from '../../../lib/feedback/feedback';
import { messageOf } from '../../../shared/ui/field-errors';
import { orderPagePath } from '../../../shared/order/order-paths';
import { useCancelOrder } from '../api/cancel-order';

interface Props {
  orderNo: string;
  status: number;
  platform: Platform;
  /** the detail knows; the list only has the status (the server decides either way) */
  canPay?: boolean;
  canCancel?: boolean;
}

/** Pay again and cancel while unpaid; the invoice once paid. */
export function OrderActions({ orderNo, status, platform, canPay, canCancel }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const cancel = useCancelOrder();
  const unpaid = (UNPAID_ORDER_STATUSES as readonly number[]).includes(status);
  const paid = (PAID_ORDER_STATUSES as readonly number[]).includes(status);
  const onCancel = async () => {
    try {
      await cancel.mutateAsync(orderNo);
      message.success(t('orders.cancelled', { orderNo }));
    } catch (error) {
      message.error(messageOf(error, t));
    }
  };
  return (
    <Flex wrap gap="small">
      {(canPay ?? unpaid) && (
        <Link to={orderPagePath(platform, 'payment', orderNo)}>
          <Button type="primary" size="small">
            {t('orders.pay')}
          </Button>
        </Link>
      )}
      {(canCancel ?? unpaid) && (
        <Popconfirm
          title={t('orders.cancelConfirm', { orderNo })}
          okText={t('orders.cancelYes')}
          cancelText={t('orders.cancelNo')}
          onConfirm={() => onCancel()}
        >
          <Button danger size="small" loading={cancel.isPending}>
            {t('orders.cancel')}
          </Button>
        </Popconfirm>
      )}
      {paid && (
        <Link to={orderPagePath(platform, 'invoice', orderNo)}>
          <Button size="small">{t('orders.invoice')}</Button>
        </Link>
      )}
    </Flex>
  );
}
