import { CheckCircleFilled } from '@ant-design/icons';
import type { PromotionSummary } from '@portal/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';

/**
 * Where the member stands: a goal reached, a goal still open, or (alphaspin) spins counted
 * against a limit. Each has its own colour and its own words, so nobody reads a full bar of
 * spins as a prize won, and nobody needs the colour to tell them apart.
 */
type State = 'reached' | 'open' | 'limit' | 'counting';

const BAR_COLOUR: Record<State, string> = {
  reached: '#237804',
  open: '#1f4fb3',
  limit: '#595959',
  counting: '#595959',
};

function stateOf(p: PromotionSummary): State {
  const full = p.target !== null && p.value >= p.target;
  if (p.metric === 'spins') return full ? 'limit' : 'counting';
  return full ? 'reached' : 'open';
}

/** The member's progress in a promotion: what is counted, value of target, and what is left. */
export function ProgressLine({ p }: { p: PromotionSummary }) {
  const { t } = useTranslation();
  const f = useFormats();
  const metric = t(`promotion.metric.${p.metric}`);
  const num = (n: number) => (p.metric === 'personalBv' ? f.bv(n) : f.count(n));
  const key = p.metric === 'qualifyingOrders' && !p.minOrderBv ? 'qualifyingOrdersAny' : p.metric;
  const text =
    p.target === null
      ? t('promotion.progressCount', { value: num(p.value) })
      : t(`promotion.progressOf.${key}`, {
          value: num(p.value),
          target: num(p.target),
          bv: p.minOrderBv ? f.bv(p.minOrderBv) : '',
        });
  const state = stateOf(p);
  const left = p.target === null ? 0 : Math.max(0, p.target - p.value);
  const stateText = t(`promotion.state.${state}`, { left: num(left) });
  return (
    <div className="promotion-progress">
      <div className="promotion-progress-label">
        <span>{metric}</span>
        <strong data-testid={`promotion-value-${p.id}`}>{text}</strong>
      </div>
      {p.target !== null && (
        <Progress
          percent={p.percent}
          status="normal"
          strokeColor={BAR_COLOUR[state]}
          aria-label={`${metric}: ${text}, ${stateText}`}
          size="small"
          format={() => (
            <span
              className={`promotion-progress-state promotion-progress-${state}`}
              data-testid={`promotion-state-${p.id}`}
            >
              {state === 'reached' && <CheckCircleFilled aria-hidden />} {stateText}
            </span>
          )}
        />
      )}
    </div>
  );
}
