import type { ConsoleOrderDetail } from '@portal/contract';
import { Card, Descriptions, Table, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatusKey, orderTypeKey } from '../../shared/formats';
import { businessTime } from './order-format';

type Detail = ConsoleOrderDetail;

/** The order's facts: member, amounts, delivery and its address, the shipment. */
export function OrderFacts({ order }: { order: Detail }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => `${v} ${order.currency}`;
  const a = order.delivery.address;
  const where = a
    ? [a.receiverName, a.phone, a.street, a.district, a.city, a.province, a.zip, a.country]
        .filter(Boolean)
        .join(', ')
    : (order.delivery.placeName ?? '');
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('consoleOrders.col.status')}>
        {t(orderStatusKey(order.status))}
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.col.member')}>
        {order.loginName} ({order.companyCode})
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.col.type')}>
        {t(orderTypeKey(order.orderType))} · {order.platform}
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.col.placed')}>
        {businessTime(order.createdAt, i18n.language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.detail.amounts')}>
        {t('consoleOrders.detail.amountsText', {
          subtotal: money(order.subtotal),
          shipping: money(order.shipping),
          tax: money(order.tax),
          total: money(order.total),
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.detail.paidRefunded')}>
        {money(order.paidAmount)} / {money(order.refundedAmount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.col.bv')}>
        {order.bv} ({t('consoleOrders.detail.bvRefunded', { bv: order.refundedBv })})
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.detail.delivery')}>
        {t(`consoleOrders.delivery.${order.delivery.mode}`)}
        {where && <div>{where}</div>}
      </Descriptions.Item>
      <Descriptions.Item label={t('consoleOrders.detail.shipment')}>
        {order.shipment
          ? `${order.shipment.carrier} · ${order.shipment.trackingNo}`
          : t('consoleOrders.detail.notShipped')}
      </Descriptions.Item>
      {order.remark && (
        <Descriptions.Item label={t('consoleOrders.detail.remark')}>
          {order.remark}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

export function OrderLines({ order }: { order: Detail }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('consoleOrders.detail.lines')} style={{ marginBottom: 16 }}>
      <Table
        size="small"
        rowKey={(l) => `${l.productSkuId}-${l.skuLabel}`}
        pagination={false}
        dataSource={order.lines}
        locale={{ emptyText: t('consoleOrders.detail.noLines') }}
        columns={[
          { title: t('consoleOrders.line.name'), render: (_, l) => `${l.name} (${l.skuLabel})` },
          { title: t('consoleOrders.line.qty'), dataIndex: 'qty', align: 'right' },
          { title: t('consoleOrders.line.price'), dataIndex: 'unitPrice', align: 'right' },
          { title: t('consoleOrders.line.amount'), dataIndex: 'lineAmount', align: 'right' },
          { title: t('consoleOrders.line.bv'), dataIndex: 'lineBv', align: 'right' },
        ]}
      />
    </Card>
  );
}

export function OrderPayments({ order }: { order: Detail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card size="small" title={t('consoleOrders.detail.payments')} style={{ marginBottom: 16 }}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.payments}
        locale={{ emptyText: t('consoleOrders.detail.noPayments') }}
        columns={[
          { title: t('consoleOrders.payment.method'), dataIndex: 'method' },
          { title: t('consoleOrders.payment.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('consoleOrders.payment.refunded'), dataIndex: 'refunded', align: 'right' },
          { title: t('consoleOrders.payment.status'), dataIndex: 'status' },
          {
            title: t('consoleOrders.payment.detail'),
            render: (_, p) =>
              [p.account, p.detail, p.providerRef, p.failure].filter(Boolean).join(' · '),
          },
          {
            title: t('consoleOrders.payment.at'),
            render: (_, p) => businessTime(p.createdAt, i18n.language),
          },
        ]}
      />
    </Card>
  );
}

/** Who did what and when: steps, payment attempts, refunds and notes, oldest first. */
export function OrderTimeline({ order }: { order: Detail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card size="small" title={t('consoleOrders.detail.timeline')}>
      <Timeline
        items={order.timeline.map((e, i) => ({
          key: `${e.at}-${i}`,
          content: (
            <>
              <strong>
                {e.kind === 'step'
                  ? t(orderStatusKey(e.toStatus))
                  : t(`consoleOrders.timeline.${e.kind}`)}
              </strong>{' '}
              · {e.who} · {businessTime(e.at, i18n.language)}
              {e.text && <div>{e.text}</div>}
            </>
          ),
        }))}
      />
    </Card>
  );
}
