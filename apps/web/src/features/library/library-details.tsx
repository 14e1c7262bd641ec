import { DownloadOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatBusinessDate } from '../../lib/format/business-time';
import { isApiError } from '../../lib/http/api-error';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { documentQuery } from './api/library-document';
import { useLibraryDownload } from './api/library-download';
import { LIBRARY_LIST } from './library-paths';
import { INLINE_VIDEO_MAX_BYTES, LibraryVideo } from './library-video';
import { Facts } from '../../shared/ui/facts';

const sizeOf = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** libraryDetails?id=…: one document with its download (or its video link, or its player). */
export function LibraryDetails() {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const doc = useQuery({ ...documentQuery(id), enabled: valid });
  const download = useLibraryDownload();
  const back = (
    <Link to={LIBRARY_LIST} className="library-back">
      {t('library.back')}
    </Link>
  );
  const notFound = !valid || (isApiError(doc.error) && doc.error.errorKey === 'notFound');
  if (notFound) {
    return <Result status="404" title={t('library.notFound')} extra={back} />;
  }
  if (doc.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={messageOf(doc.error, t)}
        action={<Button onClick={() => void doc.refetch()}>{t('library.retry')}</Button>}
      />
    );
  }
  if (!doc.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const d = doc.data;
  // a stored video plays here; the download button below stays its fallback
  const plays =
    d.kind === 'video' &&
    d.fileName !== null &&
    d.sizeBytes !== null &&
    d.sizeBytes <= INLINE_VIDEO_MAX_BYTES;
  return (
    <article className="library-details">
      {back}
      <Typography.Title level={2}>{d.title}</Typography.Title>
      {d.description && <Typography.Paragraph>{d.description}</Typography.Paragraph>}
      <Facts column={1} size="small" bordered>
        <Facts.Item label={t('library.kind.label')}>{t(`library.kind.${d.kind}`)}</Facts.Item>
        <Facts.Item label={t('library.category.label')}>
          {t(`library.category.${d.category}`)}
        </Facts.Item>
        {d.fileName && (
          <Facts.Item label={t('library.file')}>
            <span className="library-file-name">{d.fileName}</span>
            {d.sizeBytes !== null && ` (${sizeOf(d.sizeBytes)})`}
          </Facts.Item>
        )}
        <Facts.Item label={t('library.added')}>
          {formatBusinessDate(d.createdAt, i18n.language)}
        </Facts.Item>
      </Facts>
      {plays && <LibraryVideo id={d.id} title={d.title} />}
      <div className="library-actions">
        {d.videoUrl ? (
          <Button
            type="primary"
            icon={<PlayCircleOutlined aria-hidden />}
            href={d.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('library.watch')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(d.id, {
                onError: (error) => void message.error(messageOf(error, t)),
              })
            }
          >
            {t('library.download')}
          </Button>
        )}
      </div>
    </article>
  );
}
