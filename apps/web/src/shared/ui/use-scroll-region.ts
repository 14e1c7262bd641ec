import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For a wide antd Table with `scroll.x`: antd's own scroll box becomes a named region in the
 * Tab order, so the columns past the edge of a narrow screen are reached with the arrow keys
 * and a screen reader says what the box holds (WCAG 1.4.10, 2.1.1). Put the ref on an element
 * around the table. antd gives no prop for the box, so its attributes are set after each draw.
 */
export function useScrollRegion<T extends HTMLElement>(name: string) {
  const { t } = useTranslation();
  const ref = useRef<T>(null);
  const label = t('web.a11y.tableRegion', { name });
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  });
  return ref;
}
