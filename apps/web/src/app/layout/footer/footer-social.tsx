import type { CompanyInfo } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LOGOS } from './footer-logos';

const NETWORKS = [
  { key: 'facebook', field: 'facebookLink' },
  { key: 'instagram', field: 'insLink' },
  { key: 'youtube', field: 'youtubeLink' },
] as const;

/** The company's social links and accepted payment logos. */
export function FooterSocial({ info }: { info: CompanyInfo }) {
  const { t } = useTranslation();
  const links = NETWORKS.filter((network) => info[network.field]);
  return (
    <div className="footer-social">
      {links.length > 0 && (
        <ul className="social-links" aria-label={t('web.footer.social')}>
          {links.map((network) => (
            <li key={network.key}>
              <a href={info[network.field] ?? undefined} target="_blank" rel="noopener noreferrer">
                <img
                  src={SOCIAL_LOGOS.get(network.key)}
                  alt={t(`web.footer.network.${network.key}`)}
                  width={28}
                  height={28}
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
