import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { NAVIGABLE_PATHS, breadcrumbTrail } from '../routes/titles';

/** Where the member is: each titled step of the path, linked when it is a page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <nav aria-label={t('web.menu.breadcrumb')} className="breadcrumbs">
      <ol>
        {trail.map((step, index) => {
          const last = index === trail.length - 1;
          const title = t(step.title);
          return (
            <li key={step.path}>
              {last || !NAVIGABLE_PATHS.has(step.path) ? (
                <span aria-current={last ? 'page' : undefined}>{title}</span>
              ) : (
                <Link to={step.path}>{title}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
