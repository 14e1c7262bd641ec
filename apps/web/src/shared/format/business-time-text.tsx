import type { Instant } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate, formatBusinessTime } from '../../lib/format/business-time';
import { useIsPhone } from '../ui/use-is-phone';
import './money.css';

/**
 * A business time in a list. A phone shows the short form 'YYYY-MM-DD HH:mm' (every time of
 * the portal is UTC+8; the full form stays in the tooltip) and never wraps it: at 375 px the
 * full form broke over four lines in a narrow column.
 */
export function BusinessTime({ value }: { value: Instant }) {
  const phone = useIsPhone();
  const full = formatBusinessTime(value);
  const short = full.replace(/ UTC[+-]\d+$/, '');
  return (
    <time
      className="time-value"
      dateTime={typeof value === 'string' ? value : undefined}
      title={phone ? full : undefined}
    >
      {phone ? short : full}
    </time>
  );
}

/** A date alone in the member's locale ('Sep 7, 2026', '2026年9月7日'), kept on one line. */
export function BusinessDate({ value }: { value: Instant }) {
  const { i18n } = useTranslation();
  return <span className="time-value">{formatBusinessDate(value, i18n.language)}</span>;
}
