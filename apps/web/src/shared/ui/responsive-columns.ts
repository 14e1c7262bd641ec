import type { TableColumnType, TablePaginationConfig } from 'antd';
import type { Key, ReactNode } from 'react';

/**
 * Where a column goes on a phone card: the title line, the amount on the right (bold), the
 * balance under it, a secondary line, or nowhere (the desktop table still shows it).
 * A column that says nothing is a secondary line.
 */
export type PhoneRole = 'title' | 'amount' | 'balance' | 'secondary' | 'hidden';

export type ResponsiveColumn<T> = TableColumnType<T> & {
  key: string;
  phone?: PhoneRole;
};

export interface ResponsiveTableProps<T> {
  columns: ResponsiveColumn<T>[];
  dataSource: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** names the table's scroll box and the phone's card list (the section's title) */
  label: string;
  emptyText: ReactNode;
  loading?: boolean;
  /** server-side paging: antd's own props, used by the table and the phone's pager alike */
  pagination?: TablePaginationConfig | false;
  /** a row that opens more (a bonus cycle's lines): a toggle on each card */
  expandedRowRender?: (row: T) => ReactNode;
  size?: 'small' | 'middle' | 'large';
}

/** A cell's text as the table would draw it, for the card; '' and null count as empty. */
export function cellOf<T>(column: ResponsiveColumn<T>, row: T, index: number): ReactNode {
  const { dataIndex, render } = column;
  const value =
    typeof dataIndex === 'string' || typeof dataIndex === 'number'
      ? (row as Record<string | number, unknown>)[dataIndex]
      : undefined;
  const drawn: unknown = render ? render(value, row, index) : value;
  if (drawn && typeof drawn === 'object' && 'children' in drawn && !('$$typeof' in drawn)) {
    // antd's { children, props } form of a rendered cell
    return (drawn as { children: ReactNode }).children;
  }
  return drawn as ReactNode;
}

export function keyOf<T>(rowKey: ResponsiveTableProps<T>['rowKey'], row: T): Key {
  return typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key);
}
