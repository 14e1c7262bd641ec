import { BV_DECIMALS, formatMinor, parseSignedAmount, type ExchangeMinBv } from '@portal/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';

/** BV still missing this month, exact (BV travels as a 2-decimal string, never a float). */
export function missingBv(rule: ExchangeMinBv): string {
  const required = parseSignedAmount(rule.requiredBv, BV_DECIMALS);
  const current = parseSignedAmount(rule.monthBv, BV_DECIMALS);
  if (!required.ok || !current.ok || current.minor >= required.minor) return '0.00';
  return formatMinor(required.minor - current.minor, BV_DECIMALS);
}

interface Props {
  rule: ExchangeMinBv | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The month's BV rule (`exchangePurchaseMinBv`), said before the member tries: an exchange
 * needs this much BV of their own paid orders in the calendar month; met, or how much is
 * missing. Nothing while it loads: the page's own loading state covers it.
 */
export function BvRuleNote({ rule, failed, onRetry }: Props) {
  const { t } = useTranslation();
  const f = useFormats();
  if (failed) {
    return (
      <Alert
        type="error"
        title={t('pointsShop.rule.error')}
        action={<Button onClick={onRetry}>{t('pointsShop.retry')}</Button>}
      />
    );
  }
  if (!rule) return null;
  const params = { required: f.bv(rule.requiredBv), current: f.bv(rule.monthBv) };
  return (
    <Alert
      type={rule.met ? 'success' : 'warning'}
      showIcon
      data-testid="bv-rule"
      title={t('pointsShop.rule.title', params)}
      description={
        rule.met
          ? t('pointsShop.rule.met', params)
          : t('pointsShop.rule.unmet', { ...params, missing: f.bv(missingBv(rule)) })
      }
    />
  );
}
