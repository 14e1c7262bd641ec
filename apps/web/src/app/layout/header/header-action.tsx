import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HeaderTooltip } from '../../../shared/ui/header-parts';
import { useMediaQuery } from '../../../shared/ui/use-media-query';

/**
 * From this width the header has room for its actions' words (icon and text); narrower,
 * tablets and phones, an action is its icon, named by aria-label and shown by a tooltip.
 */
export const LABELLED_HEADER_QUERY = '(min-width: 1024px)';

/** Whether header actions show their words (see LABELLED_HEADER_QUERY). */
export function useLabelledHeader(): boolean {
  return useMediaQuery(LABELLED_HEADER_QUERY, true);
}

interface Props {
  icon: ReactNode;
  label: string;
  labelled: boolean;
  /** a link's target; without it the action is a button */
  to?: string;
  onClick?: () => void;
  className?: string;
}

/** One header action: a link or a button with its icon, and its words when there is room. */
export function HeaderAction({ icon, label, labelled, to, onClick, className }: Props) {
  const props = {
    className: className ? `header-icon header-action ${className}` : 'header-icon header-action',
    // the visible words name it; without them, the label does (WCAG 2.5.3, 4.1.2)
    'aria-label': labelled ? undefined : label,
  };
  const content = (
    <>
      <span className="header-icon-glyph" aria-hidden>
        {icon}
      </span>
      {labelled && <span className="header-action-label">{label}</span>}
    </>
  );
  const control = to ? (
    <Link to={to} {...props}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={onClick} {...props}>
      {content}
    </button>
  );
  return labelled ? control : <HeaderTooltip title={label}>{control}</HeaderTooltip>;
}
