import { NEWS_PAGE } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { formatBusinessTime } from '../../lib/format/business-time';
import { Loading } from '../../shared/ui/loading';
import { newsDetailPath, newsPageQuery } from '../../shared/api/news';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';

/** DashboardNews: the company's live news in the member's language, pinned first, paged. */
export function NewsList() {
  const { t, i18n } = useTranslation();
  const wpm = useAppStore((state) => state.platformName) === 'wpm';
  const [pageNum, setPageNum] = useState(1);
  const itemRender = usePaginationLabels();
  const news = useQuery({
    ...newsPageQuery(i18n.language, pageNum, NEWS_PAGE.defaultSize),
    placeholderData: keepPreviousData,
  });
  if (news.isPending) return <Loading />;
  if (news.isError)
    return (
      <Alert
        type="error"
        message={t('news.error')}
        action={<Button onClick={() => news.refetch()}>{t('news.retry')}</Button>}
      />
    );
  const { list, total } = news.data;
  if (list.length === 0) return <p className="news-empty">{t('news.empty')}</p>;
  return (
    <>
      <ul className="news-list" aria-label={t('news.list')}>
        {list.map((item) => (
          <li key={item.id} className="news-entry">
            {item.imageUrl && (
              <img className="news-thumb" src={item.imageUrl} alt="" loading="lazy" />
            )}
            <div className="news-entry-text">
              <h2 className="news-entry-title">
                <Link to={newsDetailPath(wpm, item.id)}>{item.title}</Link>
              </h2>
              <p className="news-meta">
                {item.pinned && <span className="news-tag">{t('news.pinned')}</span>}
                {t('news.published', { date: formatBusinessTime(item.publishedAt) })}
              </p>
              <p className="news-summary">{item.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      {total > NEWS_PAGE.defaultSize && (
        <Pagination
          current={pageNum}
          total={total}
          pageSize={NEWS_PAGE.defaultSize}
          showSizeChanger={false}
          itemRender={itemRender}
          onChange={setPageNum}
        />
      )}
    </>
  );
}
