import type { ConsoleCampaignPreview } from '@portal/contract';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { memberStatusKey } from '../../shared/formats';

type Sample = ConsoleCampaignPreview['sample'][number];

/** Who a campaign reaches (the count and the first members) and the message they read. */
export function CampaignPreviewView({ preview }: { preview: ConsoleCampaignPreview }) {
  const { t } = useTranslation();
  return (
    <Card
      title={<h2 className="card-title">{t('consoleCampaigns.preview.title')}</h2>}
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph strong>
        {t('consoleCampaigns.preview.count', { count: preview.total })}
      </Typography.Paragraph>
      <Table<Sample>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={preview.sample}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleCampaigns.preview.nobody') }}
        caption={t('consoleCampaigns.preview.sample', { count: preview.sample.length })}
        columns={[
          { title: t('consoleCampaigns.column.login'), dataIndex: 'loginName' },
          { title: t('consoleCampaigns.column.name'), dataIndex: 'name' },
          { title: t('consoleCampaigns.column.rank'), dataIndex: 'rankCode' },
          {
            title: t('consoleCampaigns.column.status'),
            render: (_, m) => t(memberStatusKey(m.status)),
          },
          { title: t('consoleCampaigns.column.country'), render: (_, m) => m.country ?? '—' },
        ]}
      />
      <Card type="inner" size="small" style={{ marginTop: 16 }} title={preview.message.title}>
        <Typography.Paragraph type="secondary">
          {t(`consoleCampaigns.category.${preview.message.category}`)}
        </Typography.Paragraph>
        <div style={{ whiteSpace: 'pre-wrap' }}>{preview.message.body}</div>
      </Card>
      {preview.translations.map((m) => (
        <Card
          key={m.language}
          type="inner"
          size="small"
          style={{ marginTop: 16 }}
          title={`${t(`consoleCampaigns.translations.language.${m.language}`)}: ${m.title}`}
        >
          <div style={{ whiteSpace: 'pre-wrap' }}>{m.body}</div>
        </Card>
      ))}
    </Card>
  );
}
