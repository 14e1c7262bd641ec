import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The portal's name and mark, linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link className="brand" to={to}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="brand-name">{t('web.brand')}</span>
    </Link>
  );
}
