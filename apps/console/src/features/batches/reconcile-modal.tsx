import { CONSOLE_BATCHES_CALLS, CONSOLE_REASON_MAX } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { money } from '../../shared/formats';
import type { BatchItem, BatchView } from './batch-api';

interface Props {
  batch: BatchView;
  items: BatchItem[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * The bank's answer: paid or failed for each open withdrawal (those left unset stay open for a
 * later answer), a reason and a fresh code. A failed one's money goes back to the member.
 */
export function ReconcileModal({ batch, items, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = items.filter((i) => i.paid === null);
  const [results, setResults] = useState<Record<number, boolean>>({});
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const chosen = Object.entries(results).map(([id, paid]) => ({ withdrawalId: Number(id), paid }));
  const reconcile = useMutation({
    mutationFn: () =>
      callConsole(CONSOLE_BATCHES_CALLS.batchReconcile, {
        params: { id: batch.id },
        body: { reason: reason.trim(), code: code.trim(), results: chosen },
      }),
    onSuccess: () => {
      void message.success(t('consoleBatches.reconciled', { id: batch.id }));
      onDone();
    },
  });
  return (
    <Modal
      open
      width={800}
      title={t('consoleBatches.reconcileTitle', { id: batch.id })}
      okText={t('consoleBatches.reconcileOk', { count: chosen.length })}
      okButtonProps={{
        loading: reconcile.isPending,
        disabled: chosen.length === 0 || reason.trim() === '' || code.trim() === '',
      }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => reconcile.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<BatchItem>
        rowKey="withdrawalId"
        size="small"
        dataSource={open}
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        columns={[
          { title: t('consoleBatches.withdrawal'), dataIndex: 'withdrawalId' },
          { title: t('consoleBatches.member'), dataIndex: 'loginName' },
          {
            title: t('consoleBatches.payout'),
            align: 'right',
            render: (_, i) => money(i.payout, batch.minorUnit, batch.currency),
          },
          {
            title: t('consoleBatches.result'),
            render: (_, i) => (
              <Radio.Group
                aria-label={t('consoleBatches.resultOf', { id: i.withdrawalId })}
                value={results[i.withdrawalId]}
                onChange={(e) =>
                  setResults((r) => ({ ...r, [i.withdrawalId]: e.target.value as boolean }))
                }
                options={[
                  { value: true, label: t('consoleBatches.paid') },
                  { value: false, label: t('consoleBatches.failed') },
                ]}
              />
            ),
          },
        ]}
      />
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label={t('consoleApp.reason')} htmlFor="reconcile-reason" required>
          <Input.TextArea
            id="reconcile-reason"
            rows={2}
            maxLength={CONSOLE_REASON_MAX}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('consoleApp.step.code')} htmlFor="reconcile-code" required>
          <Input
            id="reconcile-code"
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Form.Item>
      </Form>
      <ErrorAlert error={reconcile.error} />
    </Modal>
  );
}
