import { CONSOLE_BATCHES_CALLS } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime, money, withdrawalStatusKey } from '../../shared/formats';
import { useCan, useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { ApproveModal } from './approve-modal';
import { BATCHES_KEY, batchKey, batchStatusColor, type BatchItem } from './batch-api';
import { CancelModal } from './cancel-modal';
import { DropModal } from './drop-modal';
import { ReconcileModal } from './reconcile-modal';

/** One batch: its withdrawals, and the next step the operator may take on it. */
export default function BatchPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const me = useOperator();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [modal, setModal] = useState<'approve' | 'reconcile' | 'cancel'>();
  const [dropping, setDropping] = useState<BatchItem>();
  const detail = useQuery({
    queryKey: batchKey(id),
    queryFn: ({ signal }) => callConsole(CONSOLE_BATCHES_CALLS.batch, { params: { id }, signal }),
    enabled: valid,
  });
  const refresh = () => {
    setModal(undefined);
    setDropping(undefined);
    void client.invalidateQueries({ queryKey: batchKey(id) });
    void client.invalidateQueries({ queryKey: BATCHES_KEY });
  };
  const download = useMutation({
    mutationFn: () => callConsole(CONSOLE_BATCHES_CALLS.batchExport, { params: { id } }),
    onSuccess: refresh,
  });
  if (!valid) return <PageTitle>{t('consoleApp.notFound.title')}</PageTitle>;
  const batch = detail.data?.batch;
  const items = detail.data?.items ?? [];
  const own = batch?.preparedBy === me.loginName;
  // before the bank file a batch's withdrawals may leave it: whole (cancel) or one by one (drop)
  const beforeFile = batch?.status === 'prepared' || batch?.status === 'approved';
  const mayChange = beforeFile && can('withdrawal:batch');
  const l = i18n.language;
  return (
    <>
      <Link to="/batches">{t('consoleBatches.back')}</Link>
      <PageTitle>{t('consoleBatches.batchTitle', { id })}</PageTitle>
      <ErrorAlert error={detail.error} />
      {detail.isPending && <Skeleton active />}
      {batch && (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { label: t('consoleBatches.company'), children: batch.companyCode },
                {
                  label: t('consoleBatches.status'),
                  children: (
                    <Tag color={batchStatusColor(batch.status)}>
                      {t(`consoleBatches.status.${batch.status}`)}
                    </Tag>
                  ),
                },
                { label: t('consoleBatches.count'), children: batch.count },
                {
                  label: t('consoleBatches.total'),
                  children: money(batch.total, batch.minorUnit, batch.currency),
                },
                {
                  label: t('consoleBatches.preparedBy'),
                  children: `${batch.preparedBy} · ${dateTime(batch.preparedAt, l)}`,
                },
                {
                  label: t('consoleBatches.approvedBy'),
                  children: batch.approvedBy
                    ? `${batch.approvedBy} · ${dateTime(batch.approvedAt, l)}`
                    : '',
                },
                { label: t('consoleBatches.exportedAt'), children: dateTime(batch.exportedAt, l) },
                {
                  label: t('consoleBatches.reconciledAt'),
                  children: dateTime(batch.reconciledAt, l),
                },
                ...(batch.cancelledBy
                  ? [
                      {
                        label: t('consoleBatches.cancelledBy'),
                        children: `${batch.cancelledBy} · ${dateTime(batch.cancelledAt, l)}`,
                      },
                    ]
                  : []),
              ]}
            />
            {batch.status === 'prepared' && own && (
              <Alert
                type="info"
                showIcon
                title={t('consoleBatches.ownNote')}
                style={{ marginTop: 16 }}
              />
            )}
            <Space wrap style={{ marginTop: 16 }}>
              {batch.status === 'prepared' && can('withdrawal:approve') && !own && (
                <Button type="primary" onClick={() => setModal('approve')}>
                  {t('consoleBatches.approve')}
                </Button>
              )}
              {(batch.status === 'approved' || batch.status === 'exported') &&
                can('withdrawal:batch') && (
                  <Button loading={download.isPending} onClick={() => download.mutate()}>
                    {t('consoleBatches.download')}
                  </Button>
                )}
              {mayChange && (
                <Button danger onClick={() => setModal('cancel')}>
                  {t('consoleBatches.cancelBatch')}
                </Button>
              )}
              {batch.status === 'exported' && can('withdrawal:process') && (
                <Button onClick={() => setModal('reconcile')}>
                  {t('consoleBatches.reconcile')}
                </Button>
              )}
            </Space>
          </Card>
          <ErrorAlert error={download.error} />
          <Table<BatchItem>
            rowKey="withdrawalId"
            dataSource={items}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('consoleBatches.noItems') }}
            columns={[
              { title: t('consoleBatches.withdrawal'), dataIndex: 'withdrawalId' },
              { title: t('consoleBatches.member'), dataIndex: 'loginName' },
              {
                title: t('consoleBatches.amount'),
                align: 'right',
                render: (_, i) => money(i.amount, batch.minorUnit, batch.currency),
              },
              {
                title: t('consoleBatches.payout'),
                align: 'right',
                render: (_, i) => money(i.payout, batch.minorUnit, batch.currency),
              },
              {
                title: t('consoleBatches.bank'),
                render: (_, i) => `${i.bankName} ${i.maskedAccountNumber}`,
              },
              {
                title: t('consoleBatches.withdrawalStatus'),
                render: (_, i) => <Tag>{t(withdrawalStatusKey(i.status))}</Tag>,
              },
              {
                title: t('consoleBatches.result'),
                render: (_, i) =>
                  i.paid === null
                    ? ''
                    : t(i.paid ? 'consoleBatches.paid' : 'consoleBatches.failed'),
              },
              ...(mayChange
                ? [
                    {
                      title: t('consoleBatches.actions'),
                      render: (_: unknown, i: BatchItem) => (
                        <Button
                          size="small"
                          danger
                          aria-label={t('consoleBatches.dropLabel', { id: i.withdrawalId })}
                          onClick={() => setDropping(i)}
                        >
                          {t('consoleBatches.drop')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {modal === 'approve' && (
            <ApproveModal batch={batch} onClose={() => setModal(undefined)} onDone={refresh} />
          )}
          {modal === 'cancel' && (
            <CancelModal batch={batch} onClose={() => setModal(undefined)} onDone={refresh} />
          )}
          {dropping && (
            <DropModal
              batch={batch}
              item={dropping}
              onClose={() => setDropping(undefined)}
              onDone={refresh}
            />
          )}
          {modal === 'reconcile' && (
            <ReconcileModal
              batch={batch}
              items={items}
              onClose={() => setModal(undefined)}
              onDone={refresh}
            />
          )}
        </>
      )}
    </>
  );
}
