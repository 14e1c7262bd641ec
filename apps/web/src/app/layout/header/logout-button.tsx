import { ExclamationCircleFilled, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { logout } from '../../../features/auth/api/logout';
import { clearSession } from '../../../lib/session/member-session';
import { useFeedback } from '../../../lib/feedback/feedback';
import { queryClient } from '../../query-client';
import { HeaderAction } from './header-action';

/** Ends the session everywhere; the browser forgets it whatever the server answered. */
export async function signOut(navigate: NavigateFunction) {
  try {
    await logout();
  } catch {
    // the local session is cleared below all the same
  }
  clearSession('logout');
  queryClient.clear();
  navigate('/login', { replace: true });
}

/** Logout with a warning dialog: Cancel does nothing; OK ends the session everywhere. */
export function LogoutButton({ labelled }: { labelled: boolean }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();

  const confirm = () =>
    modal.confirm({
      title: t('web.logout.title'),
      content: t('web.logout.body'),
      icon: <ExclamationCircleFilled className="warning-icon" />,
      okText: t('web.logout.ok'),
      cancelText: t('web.common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => signOut(navigate),
    });

  return (
    <HeaderAction
      icon={<LogoutOutlined />}
      label={t('web.logout.button')}
      labelled={labelled}
      className="logout-button"
      onClick={confirm}
    />
  );
}
