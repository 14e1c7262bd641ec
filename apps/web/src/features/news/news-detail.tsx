import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { formatBusinessTime } from '../../lib/format/business-time';
import { isApiError } from '../../lib/http/api-error';
import { Loading } from '../../shared/ui/loading';
import { newsDetailQuery } from './api/news-detail';

const ID = /^[1-9]\d{0,9}$/;
// an item that does not exist, or an id the server refuses: nothing to retry
const isMissing = (error: unknown) =>
  isApiError(error) && (error.errorKey === 'notFound' || error.errorKey === 'validation');

/**
 * newsDetails?id=…: one item. Its HTML was sanitized by the server when written and again when
 * read (no script, frames, handlers or javascript: links), so it is rendered as it comes.
 */
export function NewsDetail() {
  const { t } = useTranslation();
  const wpm = useAppStore((state) => state.platformName) === 'wpm';
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = ID.test(raw) ? Number(raw) : null;
  const item = useQuery({
    ...newsDetailQuery(id),
    // a missing item stays missing: no retries for notFound or a bad id
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  const back = (
    <Link className="news-back" to={`${wpm ? '/wpm' : ''}/dashboard/DashboardNews`}>
      {t('news.back')}
    </Link>
  );
  if (id === null || (item.isError && isMissing(item.error)))
    return (
      <div className="news-not-found" data-testid="news-not-found">
        <p>{t('news.notFound')}</p>
        {back}
      </div>
    );
  if (item.isPending) return <Loading />;
  if (item.isError)
    return (
      <Alert
        type="error"
        message={t('news.error')}
        action={<Button onClick={() => item.refetch()}>{t('news.retry')}</Button>}
      />
    );
  const d = item.data;
  return (
    <article className="news-article">
      <h2 className="news-article-title">{d.title}</h2>
      <p className="news-meta">
        {d.pinned && <span className="news-tag">{t('news.pinned')}</span>}
        {t('news.published', { date: formatBusinessTime(d.publishedAt) })}
        {d.expiresAt && ` · ${t('news.expires', { date: formatBusinessTime(d.expiresAt) })}`}
      </p>
      {d.imageUrl && <img className="news-image" src={d.imageUrl} alt="" />}
      {/* server-sanitized HTML (see news-sanitize.ts on the server) */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: d.html }} />
      {back}
    </article>
  );
}
