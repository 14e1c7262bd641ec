import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_LABELS } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy/lazy-part';
import { toLocale } from '../../lib/i18n/locales';

/*
 * antd's Select and Tooltip weigh ~28 KB br, more than the first screens' budget has left
 * (docs/benchmarks.md): the member header paints without them and they follow in a chunk of
 * their own, a moment later.
 */
const LanguageSelect = lazyPart(() => import('./language-select'));
const Tooltip = lazyPart(() => import('./action-tooltip'));

/** The current language, drawn where the select will be, while its code loads. */
function LanguagePlaceholder({ dark }: { dark: boolean }) {
  const { i18n } = useTranslation();
  const className = dark ? 'language-placeholder language-select-dark' : 'language-placeholder';
  return (
    <span className={className} aria-hidden>
      <GlobalOutlined />
      {LANGUAGE_LABELS[toLocale(i18n.language)]}
    </span>
  );
}

/** The member frame's language select; `dark` for the header's brand background. */
export function HeaderLanguageSelect({ dark = false }: { dark?: boolean }) {
  return <LanguageSelect dark={dark} fallback={<LanguagePlaceholder dark={dark} />} />;
}

/** A tooltip naming an icon-only control; the control works (and is named) without it. */
export function HeaderTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title} fallback={children}>
      {children}
    </Tooltip>
  );
}
