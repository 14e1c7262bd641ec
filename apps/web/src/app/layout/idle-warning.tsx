import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { refreshMemberInfo } from '../../features/member/api/current-user-info';
import { IDLE_WARNING_MS, idleState } from '../../lib/session/idle';
import { queryClient } from '../query-client';
import { signOut } from './header/logout-button';

const CHECK_EVERY_MS = 10_000;

/**
 * Warns before the server's idle expiry, with "Stay signed in" (WCAG 2.2.1). Every answered
 * request of the query cache counts as activity, as it does on the server (a visible tab's
 * polling keeps a session alive; a hidden tab's stops, and so may a failing network); the
 * warning's text is an alert, so it is announced, and its dialog takes the focus.
 */
export function IdleWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lastRequest = useRef(0);
  const [shown, setShown] = useState(false);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    const touch = () => {
      lastRequest.current = Date.now();
    };
    // the shell mounts right after the login or a reload, both requests of their own
    touch();
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') touch();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') touch();
    });
    const timer = setInterval(() => {
      // once expired, the next request meets the server's 401 and its session-timeout alert
      setShown(idleState(lastRequest.current, Date.now()) === 'warn');
    }, CHECK_EVERY_MS);
    return () => {
      offQueries();
      offMutations();
      clearInterval(timer);
    };
  }, []);

  const stay = async () => {
    setStaying(true);
    try {
      // a request is what keeps the session alive on the server
      await refreshMemberInfo();
      lastRequest.current = Date.now();
      setShown(false);
    } finally {
      setStaying(false);
    }
  };

  return (
    <Modal
      open={shown}
      title={t('web.a11y.idleTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="out" onClick={() => void signOut(navigate)}>
          {t('web.a11y.signOutNow')}
        </Button>,
        <Button key="stay" type="primary" loading={staying} onClick={() => void stay()} autoFocus>
          {t('web.a11y.staySignedIn')}
        </Button>,
      ]}
    >
      <p role="alert">{t('web.a11y.idleBody', { minutes: IDLE_WARNING_MS / 60_000 })}</p>
    </Modal>
  );
}
