import { NEWS_PAGE } from '@portal/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { formatBusinessTime } from '../../lib/format/business-time';
import { newsDetailPath, newsPageQuery } from '../../shared/api/news';

/** The three newest news items (pinned first) of the member's company, in their language. */
export default function NewsCard() {
  const { t, i18n } = useTranslation();
  const wpm = useAppStore((state) => state.platformName) === 'wpm';
  const news = useSuspenseQuery(newsPageQuery(i18n.language, 1, NEWS_PAGE.latest));
  const items = news.data.list;
  return (
    <>
      {items.length === 0 ? (
        <p className="card-empty">{t('web.dashboard.noNews')}</p>
      ) : (
        <ul className="card-list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={newsDetailPath(wpm, item.id)} className="card-list-title">
                {item.title}
              </Link>
              <span className="card-list-meta">
                {item.pinned && <span className="card-tag">{t('web.dashboard.pinned')}</span>}
                {formatBusinessTime(item.publishedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="card-more" to={`${wpm ? '/wpm' : ''}/dashboard/DashboardNews`}>
        {t('web.dashboard.allNews')}
      </Link>
    </>
  );
}
