import { MailOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnreadQuantity } from '../../../features/message/api/unread-quantity';
import { useAppStore } from '../../../lib/app-store';
import { CountBadge } from '../../../lib/ui/count-badge';

/** The messages link with the unread count: main platform, desktop only. */
export function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadQuantity(true);
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
    >
      <CountBadge count={count}>
        <MailOutlined className="header-icon-glyph" aria-hidden />
      </CountBadge>
    </Link>
  );
}
