import { CONSOLE_ORDERS_CALLS, type ConsoleOrderRow } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useCan } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { OrderFilterForm, type OrderFilters } from './order-filters';
import { orderStatusKey, orderTypeKey } from '../../shared/formats';
import { businessTime } from './order-format';
import { PickListForm } from './pick-list-form';

/** The order search, paged on the server, limited to the operator's companies. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [filters, setFilters] = useState<OrderFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const orders = useQuery({
    queryKey: ['console', 'orders', filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_ORDERS_CALLS.orderSearch, { query: { ...filters, ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<ConsoleOrderRow> = [
    {
      title: t('consoleOrders.col.orderNo'),
      dataIndex: 'orderNo',
      render: (no: string) => <Link to={`/orders/${encodeURIComponent(no)}`}>{no}</Link>,
    },
    { title: t('consoleOrders.col.company'), dataIndex: 'companyCode' },
    { title: t('consoleOrders.col.member'), dataIndex: 'loginName' },
    {
      title: t('consoleOrders.col.status'),
      dataIndex: 'status',
      render: (s: number) => <Tag>{t(orderStatusKey(s))}</Tag>,
    },
    {
      title: t('consoleOrders.col.type'),
      dataIndex: 'orderType',
      render: (v: number) => t(orderTypeKey(v)),
    },
    { title: t('consoleOrders.col.platform'), dataIndex: 'platform' },
    {
      title: t('consoleOrders.col.total'),
      key: 'total',
      align: 'right',
      render: (_: unknown, o) => `${o.total} ${o.currency}`,
    },
    { title: t('consoleOrders.col.bv'), dataIndex: 'bv', align: 'right' },
    {
      title: t('consoleOrders.col.placed'),
      dataIndex: 'createdAt',
      render: (at: string) => businessTime(at, i18n.language),
    },
  ];
  return (
    <>
      <PageTitle>{t('consoleOrders.title')}</PageTitle>
      {can('order:fulfil') && <PickListForm />}
      <OrderFilterForm
        onApply={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
      />
      <ErrorAlert error={orders.error} />
      <Table<ConsoleOrderRow>
        rowKey="orderNo"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleOrders.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: orders.data?.total ?? 0,
          showTotal: (total) =>
            t(
              orders.data?.totalCapped ? 'consoleOrders.totalAtLeast' : 'consoleOrders.totalCount',
              {
                count: total,
                total: total.toLocaleString(i18n.language),
              },
            ),
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </>
  );
}
