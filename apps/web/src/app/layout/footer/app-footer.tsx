import { CONFIG_KEY, DEFAULT_PAGE_COMPANY, type Platform } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCompanyInfo } from '../../../features/system/api/company-info';
import { footerFor } from '../../../lib/shell-rules/footer-rules';
import { FooterContacts } from './footer-contacts';
import { footerHref, paymentLogoName, paymentLogoSrc } from './footer-hrefs';
import { FooterSocial } from './footer-social';

/** The footer of spec "Layout and navigation behaviour": policy links, social links, payment logos, contacts, copyright. */
export function AppFooter({ companyCode, platform }: { companyCode: string; platform: Platform }) {
  const { t } = useTranslation();
  const company = companyCode || DEFAULT_PAGE_COMPANY;
  const info = useCompanyInfo(company).data;
  if (!info) return <footer className="app-footer" />;
  const model = footerFor({
    companyCode: info.companyCode,
    platform,
    changePolicyCompany: info[CONFIG_KEY.changePolicyCompany],
  });
  const contact =
    model.contacts === 'marketplace' && info.marketplace
      ? info.marketplace
      : { address: info.companyAddress, email: info.companyEmail, phone: info.companyTel };

  return (
    <footer className="app-footer" data-company={info.companyCode}>
      <div className="footer-grid">
        <nav aria-label={t('web.footer.policies')} className="footer-links">
          <h2 className="footer-heading">{t('web.footer.policies')}</h2>
          <ul>
            {model.links.map((link) => (
              <li key={link}>
                {link === 'policiesAndProcedures' ? (
                  <a href={footerHref(link, info, platform)} target="_blank" rel="noopener">
                    {t(`web.footer.link.${link}`)}
                  </a>
                ) : (
                  <Link to={footerHref(link, info, platform)}>{t(`web.footer.link.${link}`)}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <FooterContacts contact={contact} />
        <div className="footer-brands">
          <FooterSocial info={info} />
          <ul className="payment-logos" aria-label={t('web.footer.payments')}>
            {info.paymentLogos.map((logo) => {
              const src = paymentLogoSrc(logo);
              return (
                <li key={logo}>
                  {src ? (
                    <img src={src} alt={paymentLogoName(logo)} height={28} decoding="async" />
                  ) : (
                    paymentLogoName(logo)
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <p className="footer-copyright">
        {info.copyright ||
          t(
            model.copyright === 'malaysia'
              ? 'web.footer.copyrightMalaysia'
              : 'web.footer.copyright',
          )}
      </p>
    </footer>
  );
}
