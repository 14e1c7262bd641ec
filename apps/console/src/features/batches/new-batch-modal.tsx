import {
  CONSOLE_BATCHES_CALLS,
  CONSOLE_DESK_CALLS,
  CONSOLE_REASON_MAX,
  WITHDRAWAL_BATCH_MAX_ITEMS,
  WITHDRAWAL_STATUS,
  type CallAnswer,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { money } from '../../shared/formats';
import { BATCHES_KEY } from './batch-api';

type Candidate = CallAnswer<typeof CONSOLE_DESK_CALLS.withdrawals>['list'][number];

interface Props {
  onClose: () => void;
  onDone: (batchId: number) => void;
}

/**
 * A new batch: the approved withdrawals of one company, chosen with checkboxes (across pages),
 * and the reason. The server refuses any that another open batch holds already.
 */
export function NewBatchModal({ onClose, onDone }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [company, setCompany] = useState('');
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const candidates = useQuery({
    queryKey: ['console', 'withdrawals', 'approved', company, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DESK_CALLS.withdrawals, {
        query: { status: WITHDRAWAL_STATUS.approved, company, ...paging },
        signal,
      }),
    enabled: company !== '',
    placeholderData: keepPreviousData,
  });
  const prepare = useMutation({
    mutationFn: () =>
      callConsole(CONSOLE_BATCHES_CALLS.batchPrepare, {
        body: { companyCode: company, withdrawalIds: selected, reason: reason.trim() },
      }),
    onSuccess: (batch) => {
      void client.invalidateQueries({ queryKey: BATCHES_KEY });
      onDone(batch.id);
    },
  });
  const tooMany = selected.length > WITHDRAWAL_BATCH_MAX_ITEMS;
  return (
    <Modal
      open
      width={900}
      title={t('consoleBatches.new')}
      okText={t('consoleBatches.prepare', { count: selected.length })}
      okButtonProps={{
        loading: prepare.isPending,
        disabled: selected.length === 0 || tooMany || reason.trim() === '',
      }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => prepare.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('consoleBatches.company')} htmlFor="new-batch-company">
          <Space.Compact>
            <Input
              id="new-batch-company"
              maxLength={16}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={() => setCompany(typed.trim())}
              style={{ width: 160 }}
            />
            <Button
              onClick={() => {
                setCompany(typed.trim());
                setSelected([]);
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
            >
              {t('consoleBatches.showApproved')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      <ErrorAlert error={candidates.error} />
      {company !== '' && (
        <Table<Candidate>
          rowKey="id"
          size="small"
          dataSource={candidates.data?.list ?? []}
          loading={candidates.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('consoleBatches.noApproved') }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (w) => ({ 'aria-label': t('consoleBatches.select', { id: w.id }) }),
          }}
          columns={[
            { title: t('consoleBatches.withdrawal'), dataIndex: 'id' },
            { title: t('consoleBatches.member'), dataIndex: 'loginName' },
            {
              title: t('consoleBatches.amount'),
              align: 'right',
              render: (_, w) => money(w.amount, w.minorUnit, w.currency),
            },
            {
              title: t('consoleBatches.bank'),
              render: (_, w) => `${w.bankName} ${w.maskedAccountNumber}`,
            },
          ]}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: candidates.data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
        />
      )}
      {tooMany && (
        <Alert
          type="warning"
          showIcon
          title={t('consoleBatches.tooMany', { max: WITHDRAWAL_BATCH_MAX_ITEMS })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical">
        <Form.Item label={t('consoleApp.reason')} htmlFor="new-batch-reason" required>
          <Input.TextArea
            id="new-batch-reason"
            rows={2}
            maxLength={CONSOLE_REASON_MAX}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
      <ErrorAlert error={prepare.error} />
    </Modal>
  );
}
