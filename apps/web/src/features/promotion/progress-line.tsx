import type { PromotionSummary } from '@portal/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';

/** The member's progress in a promotion: the metric, value of target and a named bar. */
export function ProgressLine({ p }: { p: PromotionSummary }) {
  const { t } = useTranslation();
  const { count } = useFormats();
  const metric = t(`promotion.metric.${p.metric}`);
  // a wheel's target is a cap, not a goal: "6 (at most 13)", never "6 of 13"
  const text =
    p.target === null
      ? count(p.value)
      : t(p.metric === 'spins' ? 'promotion.progressCap' : 'promotion.progress', {
          value: count(p.value),
          target: count(p.target),
        });
  return (
    <div className="promotion-progress">
      <div className="promotion-progress-label">
        <span>{metric}</span>
        <strong data-testid={`promotion-value-${p.id}`}>{text}</strong>
      </div>
      {p.target !== null && (
        <Progress percent={p.percent} aria-label={`${metric}: ${text}`} size="small" />
      )}
    </div>
  );
}
