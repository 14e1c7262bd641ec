import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

type ItemRender = NonNullable<PaginationProps['itemRender']>;

/**
 * antd's previous/next page buttons are named only by their icons ("left", "right"); this
 * itemRender names them in the member's language (WCAG 4.1.2). antd's ConfigProvider has no
 * default for it, so every paged table passes `pagination={{ itemRender }}`.
 */
export function usePaginationLabels(): ItemRender {
  const { t } = useTranslation();
  return (_page, type, element) => {
    if ((type === 'prev' || type === 'next') && isValidElement(element)) {
      const label = t(type === 'prev' ? 'web.a11y.previousPage' : 'web.a11y.nextPage');
      return cloneElement(element as ReactElement<{ 'aria-label'?: string }>, {
        'aria-label': label,
      });
    }
    return element;
  };
}
