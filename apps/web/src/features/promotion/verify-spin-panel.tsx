import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { WheelView } from '@portal/contract';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofValue, SpinProof } from './spin-proof';
import type { LastSpin } from './use-spin';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/**
 * "Verify this spin": the fairness proof kept out of the way until asked for. It says in plain
 * words how the draw works (as the server computes it, contract promotion-spin.ts), shows the
 * hash of the next spin's seed and the member's own client seed, and after a spin the revealed
 * seed with the browser's check.
 */
export function VerifySpinPanel(props: {
  id: number;
  wheel: WheelView;
  clientSeed: string;
  seedOk: boolean;
  onSeed: (seed: string) => void;
  last: LastSpin | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = `verify-spin-${props.id}`;
  const seedId = `spin-seed-${props.id}`;
  // until the promotion is fetched again after a spin, the spin's answer knows the next hash
  const spun = props.last?.answer;
  const fresh = spun && spun.spin.nonce >= props.wheel.nextNonce;
  const next = fresh
    ? { commitment: spun.nextCommitment, nonce: spun.spin.nonce + 1 }
    : { commitment: props.wheel.commitment, nonce: props.wheel.nextNonce };
  return (
    <div className="promotion-verify">
      <Button
        type="link"
        icon={<SafetyCertificateOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('promotion.verify.open')}
      </Button>
      <div id={panelId} className="promotion-verify-panel" hidden={!open}>
        {open && (
          <>
            <h3>{t('promotion.verify.title')}</h3>
            <ol className="promotion-verify-steps">
              {STEPS.map((s) => (
                <li key={s}>{t(`promotion.verify.${s}`)}</li>
              ))}
            </ol>
            {props.last && (
              <section aria-labelledby={`${panelId}-last`}>
                <h4 id={`${panelId}-last`}>{t('promotion.verify.last')}</h4>
                <SpinProof spin={props.last.answer.spin} weights={props.last.weights} />
              </section>
            )}
            <section aria-labelledby={`${panelId}-next`}>
              <h4 id={`${panelId}-next`}>{t('promotion.verify.next')}</h4>
              <dl className="promotion-proof">
                <ProofValue
                  name={t('promotion.spin.commitment')}
                  value={next.commitment}
                  testId="spin-commitment"
                />
                <dt>{t('promotion.spin.nonce')}</dt>
                <dd>{next.nonce}</dd>
              </dl>
              <div className="promotion-spin-field">
                <label htmlFor={seedId}>{t('promotion.spin.clientSeed')}</label>
                <Input
                  id={seedId}
                  value={props.clientSeed}
                  maxLength={64}
                  onChange={(e) => props.onSeed(e.target.value)}
                  aria-invalid={!props.seedOk}
                  aria-describedby={`${seedId}-help`}
                />
                <small id={`${seedId}-help`}>
                  {props.seedOk
                    ? t('promotion.spin.clientSeedHelp')
                    : t('promotion.spin.clientSeedInvalid')}
                </small>
              </div>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
