import { DEFAULT_PAGE_COMPANY } from '@portal/contract';
import { Outlet, useSearchParams } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { COOKIE, readCookie } from '../../lib/session/cookies';
import { Brand } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { MAIN_ID, SkipLink } from '../../shared/ui/skip-link';
import { AppFooter } from './footer/app-footer';

/** The company whose footer a public page shows: the address's, the last member's, or the default. */
export function publicPageCompany(params: URLSearchParams): string {
  return params.get('companyCode') ?? readCookie(COOKIE.companyCode) ?? DEFAULT_PAGE_COMPANY;
}

/** Frame of the public pages: brand, language switch, the page, the company's footer. */
export function PublicLayout() {
  const [params] = useSearchParams();
  const platform = useAppStore((state) => state.platformName);
  const companyCode = publicPageCompany(params);
  return (
    <div className={`shell shell-public shell-${platform}`}>
      <SkipLink />
      <header className="app-header public-header">
        <Brand />
        <div className="header-actions">
          <LanguageSwitch />
        </div>
      </header>
      <main className="public-main" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter companyCode={companyCode} platform={platform} />
    </div>
  );
}
