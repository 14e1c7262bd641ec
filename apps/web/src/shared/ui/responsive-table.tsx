import { Table, type TableColumnType } from 'antd';
import type { TdHTMLAttributes } from 'react';
import { PhoneCards } from './phone-cards';
import {
  keyOf,
  type PhoneRole,
  type ResponsiveColumn,
  type ResponsiveTableProps,
} from './responsive-columns';
import { usePaginationLabels } from './pagination-labels';
import { useIsPhone } from './use-is-phone';
import { useScrollRegion } from './use-scroll-region';
import './responsive-table.css';

export type { PhoneRole, ResponsiveColumn, ResponsiveTableProps } from './responsive-columns';

const isMoney = (role?: PhoneRole) => role === 'amount' || role === 'balance';

/** The desktop column: the role stays here; money cells carry the overflow marker. */
function tableColumn<T>({ phone, ...column }: ResponsiveColumn<T>): TableColumnType<T> {
  if (!isMoney(phone)) return column;
  return {
    ...column,
    className: [column.className, 'rt-money'].filter(Boolean).join(' '),
    onCell: (row, index) => ({
      ...column.onCell?.(row, index),
      ...({ 'data-money': '' } as TdHTMLAttributes<HTMLElement>),
    }),
  };
}

/**
 * A list of money or records that reads on a phone. Below 768 px each row is a card (title,
 * secondary lines, the amount on the right with the balance under it); from 768 px it is
 * antd's table, its sideways scroll box a named region in the Tab order (WCAG 1.4.10, 2.1.1).
 * Pages declare each column's place once instead of drawing two layouts.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const { columns, dataSource, rowKey, label, emptyText, loading = false } = props;
  const { pagination, expandedRowRender, size = 'small' } = props;
  const phone = useIsPhone();
  const region = useScrollRegion<HTMLDivElement>(label);
  const itemRender = usePaginationLabels();
  const paging = pagination ? { ...pagination, itemRender } : false;
  if (phone) {
    return (
      <PhoneCards<T>
        columns={columns}
        rows={dataSource}
        rowKey={rowKey}
        label={label}
        emptyText={emptyText}
        loading={loading}
        pagination={paging}
        expandedRowRender={expandedRowRender}
      />
    );
  }
  return (
    <div ref={region} className="rt-table">
      <Table<T>
        size={size}
        rowKey={(row) => keyOf(rowKey, row)}
        columns={columns.map(tableColumn)}
        dataSource={dataSource}
        loading={loading}
        pagination={paging}
        locale={{ emptyText }}
        scroll={{ x: true }}
        expandable={expandedRowRender ? { expandedRowRender } : undefined}
      />
    </div>
  );
}
