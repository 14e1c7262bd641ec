import {
  CONSOLE_CAMPAIGN_CALLS,
  formatBusinessTime,
  type ConsoleCampaignRow,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Popconfirm,
  Progress,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { PageTitle } from '../../shared/page-title';
import { CampaignForm, campaignBody, type CampaignValues } from './campaign-form';
import { CampaignPreviewView } from './campaign-preview';

const KEY = ['console', 'campaigns'] as const;
const POLL_MS = 2_000;
const STATUS_COLOURS = { queued: 'default', sending: 'processing', sent: 'success' } as const;

/**
 * Message campaigns: choose an audience and write the message, preview who it reaches, then
 * send it. The send is a background job; the list shows each campaign's progress, polled
 * while one is still being written.
 */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<CampaignValues>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const preview = useMutation({
    mutationFn: (v: CampaignValues) =>
      callConsole(CONSOLE_CAMPAIGN_CALLS.campaignPreview, { body: campaignBody(v) }),
  });
  const send = useMutation({
    mutationFn: (v: CampaignValues) =>
      callConsole(CONSOLE_CAMPAIGN_CALLS.campaignSend, { body: campaignBody(v) }),
    onSuccess: () => {
      preview.reset();
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const campaigns = useQuery({
    queryKey: [...KEY, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CAMPAIGN_CALLS.campaigns, { query: paging, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((c) => c.status !== 'sent') ? POLL_MS : false,
  });
  const checked = preview.data && preview.variables;
  return (
    <>
      <PageTitle>{t('consoleCampaigns.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('consoleCampaigns.intro')}</Typography.Paragraph>
      {send.data && (
        <Alert
          role="status"
          type="success"
          showIcon
          closable={{ onClose: () => send.reset() }}
          title={t('consoleCampaigns.sent', { id: send.data.id, count: send.data.total })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <CampaignForm form={form} onChange={() => preview.reset()} />
        <ErrorAlert error={preview.error ?? send.error} />
        <Space wrap>
          <Button
            loading={preview.isPending}
            onClick={() => void form.validateFields().then((v) => preview.mutate(v))}
          >
            {t('consoleCampaigns.check')}
          </Button>
          {checked && preview.data.total > 0 && (
            <Popconfirm
              title={t('consoleCampaigns.confirm', { count: preview.data.total })}
              okText={t('consoleCampaigns.send')}
              cancelText={t('consoleCampaigns.cancel')}
              onConfirm={() => send.mutate(preview.variables)}
            >
              <Button type="primary" loading={send.isPending}>
                {t('consoleCampaigns.sendTo', { count: preview.data.total })}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Card>
      {preview.data && <CampaignPreviewView preview={preview.data} />}
      <ErrorAlert error={campaigns.error} />
      <Table<ConsoleCampaignRow>
        rowKey="id"
        dataSource={campaigns.data?.list ?? []}
        loading={campaigns.isLoading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleCampaigns.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: campaigns.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consoleCampaigns.column.title'), dataIndex: 'title' },
          { title: t('consoleCampaigns.field.company'), dataIndex: 'companyCode' },
          {
            title: t('consoleCampaigns.column.status'),
            render: (_, c) => (
              <Tag color={STATUS_COLOURS[c.status]}>{t(`consoleCampaigns.status.${c.status}`)}</Tag>
            ),
          },
          {
            title: t('consoleCampaigns.column.progress'),
            render: (_, c) => (
              <Space>
                <Progress
                  percent={c.total ? Math.floor((c.sent * 100) / c.total) : 0}
                  size="small"
                  style={{ width: 120 }}
                  aria-label={t('consoleCampaigns.column.progress')}
                />
                {t('consoleCampaigns.progress', { sent: c.sent, total: c.total })}
              </Space>
            ),
          },
          { title: t('consoleCampaigns.column.by'), dataIndex: 'createdBy' },
          {
            title: t('consoleCampaigns.column.at'),
            render: (_, c) => formatBusinessTime(c.createdAt),
          },
        ]}
      />
    </>
  );
}
