import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's one h1, also the document's title. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  const app = t('consoleApp.title');
  useEffect(() => {
    document.title = `${children} · ${app}`;
  }, [children, app]);
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
