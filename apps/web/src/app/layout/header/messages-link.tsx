import { MailOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../../lib/app-store';
import { CountBadge } from '../../../shared/ui/count-badge';
import { useUnreadMessages } from '../../../shared/api/unread-messages';
import { useUnreadStream } from '../../../shared/api/unread-stream';

/** The messages link with the live unread count: main platform, desktop only. */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  // server-sent events keep the badge live; polling with back-off when they fail
  useUnreadStream(true);
  const count = unread.data ?? 0;
  useEffect(() => {
    useAppStore.setState({ unreadMsg: count });
  }, [count]);
  return (
    <Link
      to="/dashboard/DashboardMessage"
      className="header-icon"
      aria-label={t('web.header.messages', { count })}
      title={t('web.header.messages', { count })}
      data-testid="messages-link"
    >
      <CountBadge count={count}>
        <MailOutlined className="header-icon-glyph" aria-hidden />
      </CountBadge>
    </Link>
  );
}
