import type { SpinRecord } from '@portal/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import { useSpinCheck } from './spin-check';

/** One named value of the proof, shown in full (it wraps) with its copy button. */
export function ProofValue(props: { name: string; value: string; testId?: string }) {
  return (
    <>
      <dt>{props.name}</dt>
      <dd>
        <span className="promotion-code" data-testid={props.testId}>
          {props.value}
        </span>{' '}
        <CopyButton value={props.value} name={props.name} />
      </dd>
    </>
  );
}

/**
 * The last spin's proof: the revealed server seed beside the hash shown before the spin, the
 * client seed and the spin number, and the browser's own check of both.
 */
export function SpinProof({ spin, weights }: { spin: SpinRecord; weights: number[] }) {
  const { t } = useTranslation();
  const check = useSpinCheck(spin, weights);
  return (
    <>
      <dl className="promotion-proof">
        <ProofValue
          name={t('promotion.spin.serverSeed')}
          value={spin.serverSeed}
          testId="spin-server-seed"
        />
        <ProofValue
          name={t('promotion.spin.usedCommitment')}
          value={spin.commitment}
          testId="spin-used-commitment"
        />
        <ProofValue name={t('promotion.spin.clientSeed')} value={spin.clientSeed} />
        <dt>{t('promotion.spin.nonce')}</dt>
        <dd data-testid="spin-nonce">{spin.nonce}</dd>
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
    </>
  );
}
