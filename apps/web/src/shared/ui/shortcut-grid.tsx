import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUniqueId } from './use-unique-id';

export interface ShortcutItem {
  to: string;
  /** translation key */
  label: string;
  icon: ReactNode;
}

/**
 * A titled grid of quick links, a card grid (visual-system.css): its columns keep one width, so
 * a short last row is never stretched. The section is named by its heading through an id unique per
 * mount: a kept-alive page beside this one never lends it its title.
 */
export function ShortcutGrid({ titleKey, items }: { titleKey: string; items: ShortcutItem[] }) {
  const { t } = useTranslation();
  const titleId = useUniqueId('shortcuts-title');
  return (
    <section className="panel shortcuts-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        {t(titleKey)}
      </h2>
      <ul className="shortcuts card-grid">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="shortcut">
              <span className="shortcut-icon" aria-hidden>
                {item.icon}
              </span>
              <span>{t(item.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
