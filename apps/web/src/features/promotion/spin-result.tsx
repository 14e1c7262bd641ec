import type { SpinAnswer } from '@portal/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSpinCheck } from './spin-check';

/** The outcome of a spin: the prize, the revealed seed beside its commitment, and the check. */
export function SpinResult(props: { answer: SpinAnswer; weights: number[]; prize: string }) {
  const { t } = useTranslation();
  const { spin, nextCommitment } = props.answer;
  const check = useSpinCheck(spin, props.weights);
  return (
    <div className="promotion-result" aria-live="polite">
      <Alert type="success" title={t('promotion.spin.result', { prize: props.prize })} />
      <dl>
        <dt>{t('promotion.spin.serverSeed')}</dt>
        <dd className="promotion-code" data-testid="spin-server-seed">
          {spin.serverSeed}
        </dd>
        <dt>{t('promotion.spin.usedCommitment')}</dt>
        <dd className="promotion-code" data-testid="spin-used-commitment">
          {spin.commitment}
        </dd>
        <dt>{t('promotion.spin.clientSeed')}</dt>
        <dd className="promotion-code">{spin.clientSeed}</dd>
        <dt>{t('promotion.spin.nonce')}</dt>
        <dd data-testid="spin-nonce">{spin.nonce}</dd>
        <dt>{t('promotion.spin.nextCommitment')}</dt>
        <dd className="promotion-code">{nextCommitment}</dd>
      </dl>
      {check === 'checking' && <p role="status">{t('promotion.spin.checking')}</p>}
      {check === 'verified' && (
        <Alert type="success" data-testid="spin-verified" title={t('promotion.spin.verified')} />
      )}
      {(check === 'failed' || check === 'unavailable') && (
        <Alert
          type="error"
          data-testid="spin-not-verified"
          title={t('promotion.spin.notVerified')}
        />
      )}
    </div>
  );
}
