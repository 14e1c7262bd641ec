import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setHttpHandlers } from '../lib/http/handlers';
import { useFeedback } from '../lib/feedback/feedback';
import { clearSession } from '../lib/session/member-session';

const TOAST_KEY = { server: 'http-server-error', network: 'http-network-error' };

/** Wires the spec "The error catalogue" outcomes of the HTTP client to antd's dialogs and toasts. */
export function HttpBridge() {
  const { modal, message } = useFeedback();
  const { t } = useTranslation();
  const timeoutShown = useRef(false);

  useEffect(() => {
    setHttpHandlers({
      onUnauthorized() {
        if (timeoutShown.current) return;
        timeoutShown.current = true;
        modal.warning({
          title: t('web.session.timeoutTitle'),
          content: t('web.session.timeoutBody'),
          okText: t('web.session.timeoutButton'),
          closable: false,
          keyboard: false,
          maskClosable: false,
          onOk() {
            clearSession('forced');
            window.location.reload();
          },
        });
      },
      onServerError(msg) {
        void message.error({ key: TOAST_KEY.server, content: msg || t('error.server') });
      },
      onNetworkError() {
        void message.error({ key: TOAST_KEY.network, content: t('error.server') });
      },
    });
  }, [message, modal, t]);

  return null;
}
