import { Button, Empty, Pagination, type TablePaginationConfig } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './loading';
import {
  cellOf,
  keyOf,
  type PhoneRole,
  type ResponsiveColumn,
  type ResponsiveTableProps,
} from './responsive-columns';

interface Props<T> {
  columns: ResponsiveColumn<T>[];
  rows: readonly T[];
  rowKey: ResponsiveTableProps<T>['rowKey'];
  label: string;
  emptyText: ReactNode;
  loading: boolean;
  pagination: TablePaginationConfig | false;
  expandedRowRender?: (row: T) => ReactNode;
}

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === '';
const titleOf = <T,>(column: ResponsiveColumn<T>): ReactNode =>
  typeof column.title === 'function' ? null : column.title;

/** The columns of each place on the card; with no title declared, the first column is it. */
function placesOf<T>(columns: ResponsiveColumn<T>[]) {
  const first = columns.find((c) => c.phone !== 'hidden');
  const roleOf = (c: ResponsiveColumn<T>): PhoneRole => {
    if (c.phone) return c.phone;
    const titled = columns.some((x) => x.phone === 'title');
    return !titled && c === first ? 'title' : 'secondary';
  };
  const of = (role: PhoneRole) => columns.filter((c) => roleOf(c) === role);
  return {
    title: of('title'),
    amount: of('amount'),
    balance: of('balance'),
    lines: of('secondary'),
  };
}

function Card<T>({ row, index, places, expandedRowRender }: CardProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cell = (c: ResponsiveColumn<T>) => cellOf(c, row, index);
  const lines = places.lines.filter((c) => !isEmpty(cell(c)));
  const side = [...places.amount, ...places.balance].filter((c) => !isEmpty(cell(c)));
  return (
    <li className="rt-card">
      <div className="rt-main">
        <div className="rt-title">
          {places.title.map((c) => (
            <span key={c.key}>{cell(c)}</span>
          ))}
        </div>
        {lines.length > 0 && (
          <dl className="rt-lines">
            {lines.map((c) => (
              <div key={c.key} className="rt-line">
                <dt>{titleOf(c)}</dt>
                <dd>{cell(c)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {side.length > 0 && (
        <div className="rt-side">
          {side.map((c) => {
            const amount = places.amount.includes(c);
            return (
              <div key={c.key} className={amount ? 'rt-amount' : 'rt-balance'} data-money="">
                {/* the amount's name is read, not shown: its place says it on screen */}
                <span className={amount ? 'visually-hidden' : 'rt-balance-label'}>
                  {titleOf(c)}{' '}
                </span>
                {cell(c)}
              </div>
            );
          })}
        </div>
      )}
      {expandedRowRender && (
        <div className="rt-extra">
          <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t('web.table.details')}
          </Button>
          {open && (
            // a wide detail (a cycle's trail) scrolls inside its own box, reachable by keyboard
            <div
              className="rt-extra-body"
              tabIndex={0}
              role="region"
              aria-label={t('web.table.details')}
            >
              {expandedRowRender(row)}
            </div>
          )}
        </div>
      )}
    </li>
  );
}

interface CardProps<T> {
  row: T;
  index: number;
  places: ReturnType<typeof placesOf<T>>;
  expandedRowRender?: (row: T) => ReactNode;
}

/** The phone's layout of a responsive table: one card per row, then antd's pager. */
export function PhoneCards<T>(props: Props<T>) {
  const { columns, rows, rowKey, label, emptyText, loading, pagination } = props;
  const places = placesOf(columns);
  // antd's table-only options are not the pager's
  const { position: _position, ...pager } = pagination || {};
  return (
    <div className="rt-cards" aria-busy={loading}>
      {loading && <Loading />}
      {rows.length === 0 && !loading && <Empty description={emptyText} />}
      {rows.length > 0 && (
        <ul className="rt-list" aria-label={label}>
          {rows.map((row, index) => (
            <Card<T>
              key={keyOf(rowKey, row)}
              row={row}
              index={index}
              places={places}
              expandedRowRender={props.expandedRowRender}
            />
          ))}
        </ul>
      )}
      {pagination && pagination.total !== undefined && (
        <Pagination size="small" className="rt-pager" showLessItems {...pager} />
      )}
    </div>
  );
}
