import { CONSOLE_ORDERS_CALLS } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { PageTitle } from '../../shared/page-title';
import { OrderActions } from './order-actions';
import { OrderFacts, OrderLines, OrderPayments, OrderTimeline } from './order-sections';

/** One order: its facts, lines, payments and timeline, and the steps the operator may take. */
export default function OrderPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const orderNo = useParams().orderNo ?? '';
  const key = ['console', 'order', orderNo] as const;
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_ORDERS_CALLS.order, { params: { orderNo }, signal }),
    enabled: orderNo !== '',
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: ['console', 'orders'] });
  };
  return (
    <>
      <Link to="/orders">{t('consoleOrders.back')}</Link>
      <PageTitle>{t('consoleOrders.detail.title', { orderNo })}</PageTitle>
      <ErrorAlert error={order.error} />
      {order.isPending && !order.error && <Skeleton active />}
      {order.data && (
        <>
          <OrderActions order={order.data} onDone={refresh} />
          <OrderFacts order={order.data} />
          <OrderLines order={order.data} />
          <OrderPayments order={order.data} />
          <OrderTimeline order={order.data} />
        </>
      )}
    </>
  );
}
