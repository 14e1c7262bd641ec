import type { PromotionSummary } from '@portal/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** The member's progress in a promotion: the metric, value of target and a named bar. */
export function ProgressLine({ p }: { p: PromotionSummary }) {
  const { t } = useTranslation();
  const metric = t(`promotion.metric.${p.metric}`);
  const text =
    p.target === null
      ? String(p.value)
      : t('promotion.progress', { value: p.value, target: p.target });
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
