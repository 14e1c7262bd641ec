import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<RangePickerProps, 'id'> & {
  /** the id a form item gives its field: the start box keeps it, the end box adds "_end" */
  id?: string;
  /** the field's name, e.g. "Dates" (its form label names the start box only) */
  label: string;
  /** the two boxes' own words, e.g. "From" and "To" */
  startLabel: string;
  endLabel: string;
};

/**
 * antd's RangePicker with a name on both of its boxes: the form label reaches only the first,
 * and the second had just its placeholder (WCAG 4.1.2). antd passes the same aria attributes
 * to both inputs, so each box gets its own id and then its own name after each draw.
 */
export function DateRangePicker({ id, label, startLabel, endLabel, ...props }: Props) {
  const { t } = useTranslation();
  const fallback = useId();
  const start = id ?? fallback;
  const ids = { start, end: `${start}_end` };
  const startName = t('web.a11y.rangePart', { range: label, part: startLabel });
  const endName = t('web.a11y.rangePart', { range: label, part: endLabel });
  useEffect(() => {
    document.getElementById(ids.start)?.setAttribute('aria-label', startName);
    document.getElementById(ids.end)?.setAttribute('aria-label', endName);
  });
  return <DatePicker.RangePicker id={ids} placeholder={[startLabel, endLabel]} {...props} />;
}
