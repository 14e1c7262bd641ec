import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const BOXES = '.ant-table-content, .ant-table-body';

/**
 * Every antd table's scroll box in the page becomes a named region in the Tab order, so columns
 * past the edge of a narrow screen are reached with the arrow keys and a screen reader says what
 * the box holds (WCAG 1.4.10, 2.1.1). antd gives no prop for the box, and pages draw their
 * tables at different times, so the frame watches its content once for every page.
 */
export function useTableRegions<T extends HTMLElement>() {
  const { t } = useTranslation();
  const ref = useRef<T>(null);
  const label = t('consoleApp.a11y.tableRegion');
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const box of root.querySelectorAll<HTMLElement>(BOXES)) {
        if (box.getAttribute('role') === 'region') continue;
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return ref;
}
