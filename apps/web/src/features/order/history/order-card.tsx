import { formatVolume, type OrderSummary, type Platform } from '@portal/contract';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/format/money-text';
import { DateTime, StatusTag } from '../order-ui';
import { OrderActions } from './order-actions';

/** One order in the history: number, date, status, type, total and BV, and what can be done. */
export function OrderCard({
  order,
  platform,
  onOpen,
}: {
  order: OrderSummary;
  platform: Platform;
  onOpen: (orderNo: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Card size="small" className="order-card">
        <Flex justify="space-between" wrap gap="small" align="center">
          <strong>{order.orderNo}</strong>
          <StatusTag status={order.status} />
        </Flex>
        <div className="order-card-meta">
          <DateTime iso={order.createdAt} /> · {t(`order.type.${order.orderType}`)} ·{' '}
          {t('orders.lineCount', { count: order.lineCount })}
        </div>
        <Flex justify="space-between" wrap gap="small" align="center">
          <span>
            <Money amount={order.total} currency={order.currency} minorUnit={order.minorUnit} /> ·{' '}
            {t('checkout.bv', { bv: formatVolume(order.bv, i18n.language) })}
          </span>
          <Flex wrap gap="small">
            <Button size="small" onClick={() => onOpen(order.orderNo)}>
              {t('orders.details')}
            </Button>
            <OrderActions orderNo={order.orderNo} status={order.status} platform={platform} />
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}
