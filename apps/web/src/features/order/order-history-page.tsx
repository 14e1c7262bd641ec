import type { Platform } from '@portal/contract';
import { Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useOrders } from './api/order-list';
import { OrderCard } from './history/order-card';
import { OrderDetailDrawer } from './history/order-detail-drawer';
import { OrderFilters, type OrderFilter } from './history/order-filters';
import { LoadFailed } from './order-ui';
import './order.css';

const PAGE_SIZE = 10;

/**
 * HistoryOrders, subHistoryOrders and the marketplace's OrderHistory: the member's orders of
 * one platform (route param `platform`, else the current one; subHistoryOrders lists the
 * marketplace orders from the main platform), filtered and paged, each with its detail. Links
 * go to the pages of the platform the member is on.
 */
export default function OrderHistoryPage({ titleKey, params }: PageProps) {
  const { t } = useTranslation();
  const current = useAppStore((state) => state.platformName);
  const platform: Platform =
    params?.platform === 'wpm' || params?.platform === 'bzz' ? params.platform : current;
  const [filter, setFilter] = useState<OrderFilter>({});
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useOrders({ ...filter, platform, pageNum, pageSize: PAGE_SIZE });

  const list = () => {
    if (orders.isPending) return <Loading />;
    if (orders.isError) {
      return (
        <LoadFailed message={messageOf(orders.error, t)} onRetry={() => void orders.refetch()} />
      );
    }
    const page = orders.data;
    if (page.list.length === 0) return <Empty description={t('orders.empty')} />;
    return (
      <>
        <ul className="order-list" aria-label={t('orders.listLabel')} aria-busy={orders.isFetching}>
          {page.list.map((order) => (
            <OrderCard key={order.orderNo} order={order} platform={current} onOpen={setOpen} />
          ))}
        </ul>
        <Pagination
          className="order-pagination"
          current={page.pageNum}
          pageSize={page.pageSize}
          total={page.total}
          onChange={setPageNum}
          showSizeChanger={false}
          size="small"
        />
      </>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <OrderFilters
        onApply={(next) => {
          setFilter(next);
          setPageNum(1);
        }}
      />
      {list()}
      <OrderDetailDrawer orderNo={open} platform={current} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
