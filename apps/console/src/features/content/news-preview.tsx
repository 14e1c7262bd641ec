import { CONSOLE_CONTENT_CALLS, LOCALES, formatBusinessTime, type Locale } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  Drawer,
  Empty,
  Flex,
  List,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

/**
 * The portal's news as a member of the item's company reading one language sees it once the
 * item is out: the list, and the item as the portal renders it. Reads only.
 */
export function NewsPreview({
  id,
  language: initial,
  onClose,
}: {
  id: number;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Locale>(initial as Locale);
  const preview = useQuery({
    queryKey: ['console', 'news', 'preview', id, language],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CONTENT_CALLS.newsPreview, {
        params: { id },
        query: { language },
        signal,
      }),
  });
  const data = preview.data;
  return (
    <Drawer open size="large" title={t('consoleContent.preview.title')} onClose={onClose}>
      <Flex vertical gap={12}>
        <label>
          {t('consoleContent.preview.language')}{' '}
          <Select<Locale>
            aria-label={t('consoleContent.preview.language')}
            value={language}
            onChange={setLanguage}
            style={{ minWidth: 160 }}
            options={LOCALES.map((l) => ({ value: l, label: t(`consoleContent.language.${l}`) }))}
          />
        </label>
        <ErrorAlert error={preview.error} />
        {!data ? (
          <Skeleton active />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {t('consoleContent.preview.as', {
                company: data.companyCode,
                at: formatBusinessTime(data.at),
                language: t(`consoleContent.language.${data.language}`),
              })}
            </Typography.Paragraph>
            {data.item ? (
              <Card>
                <article aria-label={t('consoleContent.preview.item')}>
                  <Typography.Title level={2} style={{ fontSize: 20 }}>
                    {data.item.title}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {formatBusinessTime(data.item.publishedAt)}
                  </Typography.Text>
                  {data.item.imageUrl && (
                    <img
                      src={data.item.imageUrl}
                      alt=""
                      style={{ maxWidth: '100%', marginTop: 8 }}
                    />
                  )}
                  {/* the server's news sanitizer wrote this HTML, as the portal shows it */}
                  <div dangerouslySetInnerHTML={{ __html: data.item.html }} />
                </article>
              </Card>
            ) : (
              <Alert type="info" showIcon title={t('consoleContent.preview.notSeen')} />
            )}
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t('consoleContent.preview.list', { total: data.total })}
            </Typography.Title>
            {data.list.length === 0 ? (
              <Empty description={t('consoleContent.preview.listEmpty')} />
            ) : (
              <List
                dataSource={data.list}
                renderItem={(entry) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Space>
                          {entry.title}
                          {entry.pinned && <Tag>{t('consoleContent.pinned')}</Tag>}
                          {entry.id === id && (
                            <Tag color="blue">{t('consoleContent.preview.this')}</Tag>
                          )}
                        </Space>
                      }
                      description={`${formatBusinessTime(entry.publishedAt)} · ${entry.summary}`}
                    />
                  </List.Item>
                )}
              />
            )}
          </>
        )}
      </Flex>
    </Drawer>
  );
}
