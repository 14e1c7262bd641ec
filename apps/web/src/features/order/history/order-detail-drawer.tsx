import type { OrderDetail, Platform } from '@portal/contract';
import { Card, Drawer, Empty, Flex, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/ui/field-errors';
import { Loading } from '../../../shared/ui/loading';
import { useOrderDetail } from '../api/order-detail';
import { CheckoutLines } from '../checkout/checkout-lines';
import { Money } from '../../../shared/format/money-text';
import { Volume } from '../../../shared/format/volume-text';
import { DateTime, LoadFailed, StatusTag, statusNameOf } from '../order-ui';
import { OrderActions } from './order-actions';
import { Facts } from '../../../shared/ui/facts';

function Delivery({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { delivery } = order;
  const where = delivery.address
    ? `${delivery.address.receiverName}, ${[delivery.address.street, delivery.address.city, delivery.address.province, delivery.address.zip, delivery.address.country].filter(Boolean).join(', ')}`
    : (delivery.placeName ?? '');
  return (
    <>
      {t(`order.delivery.${delivery.mode}`)}
      {where && <div>{where}</div>}
    </>
  );
}

function OrderBody({ order, platform }: { order: OrderDetail; platform: Platform }) {
  const { t } = useTranslation();
  const money = (amount: string) => (
    <Money amount={amount} currency={order.currency} minorUnit={order.minorUnit} />
  );
  return (
    <Flex vertical gap="middle">
      <Facts
        column={1}
        size="small"
        items={[
          {
            key: 'status',
            label: t('invoice.status'),
            children: <StatusTag status={order.status} />,
          },
          {
            key: 'type',
            label: t('checkout.orderType'),
            children: t(`order.type.${order.orderType}`),
          },
          {
            key: 'at',
            label: t('invoice.orderedAt'),
            children: <DateTime iso={order.createdAt} />,
          },
          { key: 'delivery', label: t('checkout.delivery'), children: <Delivery order={order} /> },
          ...(order.shipment
            ? [
                { key: 'carrier', label: t('orders.carrier'), children: order.shipment.carrier },
                {
                  key: 'tracking',
                  label: t('orders.trackingNo'),
                  children: order.shipment.trackingNo,
                },
              ]
            : []),
          { key: 'total', label: t('invoice.total'), children: money(order.total) },
          { key: 'due', label: t('payment.amountDue'), children: money(order.amountDue) },
          { key: 'bv', label: t('invoice.totalBv'), children: <Volume bv={order.bv} /> },
        ]}
      />
      <CheckoutLines lines={order.lines} currency={order.currency} minorUnit={order.minorUnit} />
      <Card size="small" title={t('invoice.payments')}>
        {order.payments.length === 0 ? (
          t('invoice.noPayments')
        ) : (
          <ul className="order-payments">
            {order.payments.map((p) => (
              <li key={p.id}>
                {t(`order.method.${p.method}`)} {p.detail ? `(${p.detail})` : ''} {money(p.amount)}{' '}
                · {t(`orders.paymentStatus.${p.status}`)}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card size="small" title={t('orders.timeline')}>
        <Timeline
          items={order.timeline.map((event) => {
            const name = statusNameOf(event.toStatus);
            return {
              key: `${event.at}-${event.toStatus}`,
              content: (
                <>
                  <strong>{name ? t(`order.status.${name}`) : event.toStatus}</strong> ·{' '}
                  <span>{t(`order.actor.${event.actor}`)}</span>
                  <div>
                    <DateTime iso={event.at} />
                  </div>
                  {event.note && <div>{event.note}</div>}
                </>
              ),
            };
          })}
        />
      </Card>
      <OrderActions
        orderNo={order.orderNo}
        status={order.status}
        platform={platform}
        canPay={order.canPay}
        canCancel={order.canCancel}
      />
    </Flex>
  );
}

/** One order in a drawer: lines, delivery, payments and the timeline of its statuses. */
export function OrderDetailDrawer({
  orderNo,
  platform,
  onClose,
}: {
  orderNo: string | null;
  platform: Platform;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useOrderDetail(orderNo);
  const body = () => {
    if (!orderNo) return <Empty />;
    if (detail.isPending) return <Loading />;
    if (detail.isError) {
      return (
        <LoadFailed message={messageOf(detail.error, t)} onRetry={() => void detail.refetch()} />
      );
    }
    return <OrderBody order={detail.data} platform={platform} />;
  };
  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      title={orderNo ? t('orders.detailTitle', { orderNo }) : ''}
      size="large"
      className="order-drawer"
    >
      {body()}
    </Drawer>
  );
}
