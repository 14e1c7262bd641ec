import {
  CONSOLE_STOCK_CALLS,
  STOCK_DELTA_MAX,
  formatBusinessTime,
  type ConsoleStockMovement,
  type ConsoleStockRow,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

const STOCK_KEY = ['console', 'stock'] as const;

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: STOCK_KEY });
}

const title = (row: ConsoleStockRow) => `${row.productName} · ${row.skuCode}`;

/** Adds to or takes from the stock (a negative number), with the reason kept in the history. */
export function AdjustModal({ row, onClose }: { row: ConsoleStockRow; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const adjust = useMutation({
    mutationFn: (v: { delta: number; reason: string }) =>
      callConsole(CONSOLE_STOCK_CALLS.stockAdjust, { params: { id: row.skuId }, body: v }),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  const required = { required: true, message: t('consoleApp.required') };
  return (
    <Modal open destroyOnHidden footer={null} onCancel={onClose} title={title(row)}>
      <Typography.Paragraph>{t('consoleStock.current', { n: row.stock })}</Typography.Paragraph>
      <Form<{ delta: number; reason: string }> layout="vertical" onFinish={(v) => adjust.mutate(v)}>
        <Form.Item
          name="delta"
          label={t('consoleStock.field.delta')}
          extra={t('consoleStock.field.deltaHint')}
          rules={[
            required,
            {
              validator: (_, v: number | undefined) =>
                v === 0 ? Promise.reject(new Error(t('consoleStock.notZero'))) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber
            precision={0}
            min={-STOCK_DELTA_MAX}
            max={STOCK_DELTA_MAX}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('consoleStock.field.reason')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <ErrorAlert error={adjust.error} />
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          {t('consoleStock.adjust')}
        </Button>
      </Form>
    </Modal>
  );
}

/** The stock at or under which the SKU is low; empty takes the default. */
export function ThresholdModal({ row, onClose }: { row: ConsoleStockRow; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (threshold: number | null) =>
      callConsole(CONSOLE_STOCK_CALLS.stockThreshold, {
        params: { id: row.skuId },
        body: { threshold },
      }),
    onSuccess: () => {
      refresh();
      onClose();
    },
  });
  return (
    <Modal open destroyOnHidden footer={null} onCancel={onClose} title={title(row)}>
      <Form<{ threshold?: number | null }>
        layout="vertical"
        initialValues={{ threshold: row.lowStockThreshold }}
        onFinish={(v) => save.mutate(v.threshold ?? null)}
      >
        <Form.Item
          name="threshold"
          label={t('consoleStock.field.threshold')}
          extra={t('consoleStock.field.thresholdHint')}
        >
          <InputNumber precision={0} min={0} max={STOCK_DELTA_MAX} style={{ width: 200 }} />
        </Form.Item>
        <ErrorAlert error={save.error} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('consoleStock.save')}
        </Button>
      </Form>
    </Modal>
  );
}

/** The SKU's adjustments, newest first, paged on the server. */
export function HistoryModal({ row, onClose }: { row: ConsoleStockRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const history = useQuery({
    queryKey: [...STOCK_KEY, 'movements', row.skuId, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_STOCK_CALLS.stockMovements, {
        params: { id: row.skuId },
        query: paging,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal open width={760} footer={null} onCancel={onClose} title={title(row)}>
      <ErrorAlert error={history.error} />
      <Table<ConsoleStockMovement>
        rowKey="id"
        size="small"
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        locale={{ emptyText: t('consoleStock.noHistory') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: history.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consoleStock.column.at'), render: (_, m) => formatBusinessTime(m.at) },
          {
            title: t('consoleStock.field.delta'),
            render: (_, m) => (m.delta > 0 ? `+${m.delta}` : m.delta),
          },
          { title: t('consoleStock.column.after'), dataIndex: 'stockAfter' },
          { title: t('consoleStock.field.reason'), dataIndex: 'reason' },
          { title: t('consoleStock.column.operator'), dataIndex: 'operator' },
        ]}
      />
    </Modal>
  );
}
