import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame every member page is drawn in: its translated title, then its content. */
export function PageFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t(titleKey)}
      </h1>
      {children}
    </section>
  );
}
