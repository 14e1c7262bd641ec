import { CONSOLE_AUTH_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Layout, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { endSession } from '../../lib/session';
import { LanguageSwitch } from '../../shared/language-switch';
import { useOperator } from '../../shared/operator';
import { PasswordModal } from './password-modal';
import { SideMenu } from './side-menu';
import { useTableRegions } from './use-table-regions';

/** The signed-in frame: the sections on the left, the operator and the language on top. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  const navigate = useNavigate();
  const content = useTableRegions<HTMLElement>();
  const [changingPassword, setChangingPassword] = useState(false);
  const logout = useMutation({
    mutationFn: () => callConsole(CONSOLE_AUTH_CALLS.logout),
    // the session ends here whatever the server says: the operator asked to leave
    onSettled: () => {
      endSession();
      void navigate('/sign-in', { replace: true });
    },
  });
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220}>
        <div style={{ color: '#fff', padding: '16px 24px', fontWeight: 600 }}>
          {t('consoleApp.title')}
        </div>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 16,
            paddingInline: 24,
            flexWrap: 'wrap',
          }}
        >
          <Space size="small" wrap>
            <Typography.Text strong>{operator.displayName}</Typography.Text>
            {operator.roles.map((role) => (
              <Tag key={role}>{role}</Tag>
            ))}
          </Space>
          <LanguageSwitch />
          <Button onClick={() => setChangingPassword(true)}>{t('consoleApp.password.open')}</Button>
          <Button onClick={() => logout.mutate()} loading={logout.isPending}>
            {t('consoleApp.signOut')}
          </Button>
        </Layout.Header>
        <Layout.Content className="console-content">
          <main ref={content}>
            <Suspense fallback={<Spin aria-label={t('consoleApp.loading')} />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
      {changingPassword && <PasswordModal onClose={() => setChangingPassword(false)} />}
    </Layout>
  );
}
