import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from './use-unique-id';

/** The frame every member page is drawn in: its translated title, then its content. */
export function PageFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  // unique per mount: pages kept alive in the background each have their own title
  const titleId = useUniqueId('page-title');
  return (
    <section className="page-frame" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        {t(titleKey)}
      </h1>
      {children}
    </section>
  );
}
