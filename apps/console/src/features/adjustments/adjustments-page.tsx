import {
  ADJUSTMENT_STATUSES,
  CONSOLE_ADJUSTMENTS_CALLS,
  type AdjustmentStatus,
} from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useCan, useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { adjustmentColumns, type Adjustment, type Decision } from './adjustment-columns';
import { DecisionModal } from './decision-modal';
import { NewAdjustmentModal } from './new-adjustment-modal';

const LIST_KEY = ['console', 'adjustments'] as const;
// `approved` is never stored (approval and posting are one step): not offered as a filter
const FILTERED: AdjustmentStatus[] = ADJUSTMENT_STATUSES.filter((s) => s !== 'approved');

/** Wallet adjustments: the list (paged on the server), a new one, a second operator's decision. */
export default function AdjustmentsPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const me = useOperator();
  const client = useQueryClient();
  const [status, setStatus] = useState<AdjustmentStatus>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const [deciding, setDeciding] = useState<{ item: Adjustment; action: Decision }>();
  const list = useQuery({
    queryKey: [...LIST_KEY, status, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_ADJUSTMENTS_CALLS.adjustments, {
        query: { status, ...paging },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: LIST_KEY });
  const columns = adjustmentColumns({
    t,
    locale: i18n.language,
    // the preparer never sees the buttons on their own request (the server refuses it too)
    mayDecide: (item) =>
      can('adjustment:approve') && item.preparedBy.toLowerCase() !== me.loginName.toLowerCase(),
    onDecide: (item, action) => setDeciding({ item, action }),
  });
  return (
    <>
      <PageTitle>{t('consoleAdjustments.title')}</PageTitle>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Select<AdjustmentStatus>
          aria-label={t('consoleAdjustments.col.status')}
          allowClear
          style={{ width: 220 }}
          placeholder={t('consoleApp.all')}
          value={status}
          onChange={(next) => {
            setStatus(next ?? undefined);
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
          options={FILTERED.map((s) => ({ value: s, label: t(`consoleAdjustments.status.${s}`) }))}
        />
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('consoleAdjustments.new')}
        </Button>
      </Flex>
      <ErrorAlert error={list.error} />
      <Table<Adjustment>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleAdjustments.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      {creating && (
        <NewAdjustmentModal
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            refresh();
          }}
        />
      )}
      {deciding && (
        <DecisionModal
          item={deciding.item}
          action={deciding.action}
          onClose={() => setDeciding(undefined)}
          onDone={() => {
            setDeciding(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
