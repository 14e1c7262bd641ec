import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The card the forgot-login-name, forgot-password and email pages share. */
export function RecoveryCard({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <div className="panel login-card">
        <h1 className="login-title">{t(titleKey)}</h1>
        {children}
        <p className="login-links">
          <Link to="/login">{t('web.recovery.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
