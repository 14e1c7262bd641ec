import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of every frame's <main>; it takes focus (tabIndex -1) when the skip link is used. */
export const MAIN_ID = 'main';

/**
 * The first stop of the Tab order: past the header and both menus straight to the page's
 * content (WCAG 2.4.1). Hidden until focused.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // moved by hand: the router would otherwise treat the hash as a navigation
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('web.a11y.skipToContent')}
    </a>
  );
}
