import { ORDER_STATUS, type OrderStatusName } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../lib/format/business-time';
import { LoadFailedResult, type LoadFailedProps } from '../../shared/ui/load-failed';

const NAMES = new Map<number, OrderStatusName>(
  Object.entries(ORDER_STATUS).map(([name, code]) => [code, name as OrderStatusName]),
);

/** The name of a status code (`paid`), for its label `order.status.<name>`. */
export const statusNameOf = (code: number): OrderStatusName | undefined => NAMES.get(code);

const COLOURS: Partial<Record<OrderStatusName, string>> = {
  awaitingPayment: 'gold',
  awaitingBranchPayment: 'gold',
  paid: 'green',
  shipped: 'blue',
  delivered: 'cyan',
  partiallyRefunded: 'purple',
  refunded: 'purple',
  cancelled: 'default',
  expired: 'default',
};

/** An order's status as a coloured tag with its translated name. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = statusNameOf(status);
  return (
    <Tag color={name ? COLOURS[name] : undefined}>{name ? t(`order.status.${name}`) : status}</Tag>
  );
}

/** A failed load with a retry button. */
export function LoadFailed(props: LoadFailedProps) {
  return <LoadFailedResult {...props} retryKey="orders.retry" />;
}

/** An ISO instant as business time, as every page shows it ('2026-11-27 02:17 UTC+8'). */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatBusinessTime(iso)}</time>;
}
