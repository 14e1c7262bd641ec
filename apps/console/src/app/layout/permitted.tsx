import type { ConsolePermission } from '@portal/contract';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/operator';

/** A page only for operators holding `permission`; the others are told so. */
export function Permitted({
  permission,
  children,
}: {
  permission: ConsolePermission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  if (can(permission)) return children;
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24 }}>{t('consoleApp.forbidden.title')}</h1>}
      subTitle={t('consoleApp.forbidden.text', {
        permission: t(`console.permission.${permission}`),
      })}
    />
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24 }}>{t('consoleApp.notFound.title')}</h1>}
      subTitle={t('consoleApp.notFound.text')}
    />
  );
}
