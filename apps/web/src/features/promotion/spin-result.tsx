import type { Prize } from '@portal/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The prize the wheel stopped on, and where it went (e-wallet, points, a hand-out, nothing). */
export function SpinResult(props: { prize: Prize; text: string }) {
  const { t } = useTranslation();
  const none = props.prize.kind === 'none';
  return (
    <Alert
      className="promotion-result"
      type={none ? 'info' : 'success'}
      data-testid="spin-result"
      title={
        none ? t('promotion.result.noPrize') : t('promotion.spin.result', { prize: props.text })
      }
      description={t(`promotion.result.${props.prize.kind}`)}
    />
  );
}
