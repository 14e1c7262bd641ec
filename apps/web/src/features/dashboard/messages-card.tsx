import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBusinessTime } from '../../lib/format/business-time';
import { latestMessagesQuery } from '../../shared/api/latest-messages';

const MESSAGES_PATH = '/dashboard/DashboardMessage';

/** The member's newest messages; follows the live badge (its key starts with 'message'). */
export default function MessagesCard() {
  const { t, i18n } = useTranslation();
  const messages = useSuspenseQuery(latestMessagesQuery(i18n.language));
  const items = messages.data.list;
  return (
    <>
      {items.length === 0 ? (
        <p className="card-empty">{t('web.dashboard.noMessages')}</p>
      ) : (
        <ul className="card-list">
          {items.map((m) => (
            <li key={m.id}>
              <span className="card-list-title">{m.title}</span>
              <span className="card-list-meta">
                {!m.read && <span className="card-tag">{t('web.dashboard.unread')}</span>}
                {formatBusinessTime(m.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="card-more" to={MESSAGES_PATH}>
        {t('web.dashboard.allMessages')}
      </Link>
    </>
  );
}
