import { CONSOLE_AUTH_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { errorText } from '../../lib/api-error';
import { useSessionToken } from '../../lib/session';
import { OperatorContext } from '../../shared/operator';
import { PasswordModal } from './password-modal';

export const ME_KEY = ['console', 'me'] as const;

/** No session: the sign-in page. A session: the operator (`me`) before anything else. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const location = useLocation();
  const me = useQuery({
    queryKey: [...ME_KEY, token],
    queryFn: ({ signal }) => callConsole(CONSOLE_AUTH_CALLS.me, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  if (!token) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={{ from }} />;
  }
  if (me.isPending) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <Spin size="large" aria-label={t('consoleApp.loading')} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <Result
        status="error"
        title={errorText(me.error, t('consoleApp.error.generic'))}
        extra={
          <Button type="primary" onClick={() => void me.refetch()}>
            {t('consoleApp.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <OperatorContext.Provider value={me.data}>
      {me.data.passwordChangeRequired ? (
        <PasswordModal required onClose={() => void me.refetch()} />
      ) : (
        children
      )}
    </OperatorContext.Provider>
  );
}
