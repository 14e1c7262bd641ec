import { formatVolume, type Prize, type WheelView } from '@portal/contract';
import { Alert, Button } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { isApiError } from '../../lib/http/api-error';
import { SpinResult } from './spin-result';
import { SpinWheel } from './spin-wheel';
import type { useSpin } from './use-spin';

/** Why the button cannot spin now, in words beside it; null when it can. */
function blockedReason(
  t: TFunction,
  w: WheelView,
  running: boolean,
  seedOk: boolean,
  locale: string,
): string | null {
  if (!running) return t('promotion.wheel.ended');
  if (w.left <= 0) {
    return w.maxSpins !== null && w.earned >= w.maxSpins
      ? t('promotion.wheel.capUsed', { max: w.maxSpins })
      : t('promotion.wheel.noneLeft', { bv: formatVolume(w.minOrderBv, locale) });
  }
  return seedOk ? null : t('promotion.wheel.fixSeed');
}

/**
 * The wheel, its button "Spin (n left)" and the outcome. The outcome region is polite live:
 * "spinning", then the prize once the wheel has stopped, so a screen reader hears the result
 * at the moment a sighted member sees it.
 */
export function SpinStage(props: {
  id: number;
  wheel: WheelView;
  running: boolean;
  seedOk: boolean;
  prizeText: (prize: Prize) => string;
  /** the words on the wheel's slices */
  prizeShort: (prize: Prize) => string;
  play: ReturnType<typeof useSpin>;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  const { wheel: w, play } = props;
  const reason = blockedReason(t, w, props.running, props.seedOk, f.locale);
  const reasonId = `spin-reason-${props.id}`;
  const won = play.last?.answer.spin;
  const error = play.error;
  return (
    <div className="promotion-stage">
      <SpinWheel
        weights={w.slots.map((s) => s.weight)}
        prizes={w.slots.map((s) => props.prizeShort(s.prize))}
        rotation={play.rotation}
        animate={play.animate}
      />
      <div className="promotion-stage-side">
        <Button
          type="primary"
          size="large"
          loading={play.pending}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => play.spin(w)}
        >
          {t('promotion.wheel.spin', { left: f.count(w.left) })}
        </Button>
        {reason && (
          <p id={reasonId} className="promotion-stage-reason" data-testid="spin-reason">
            {reason}
          </p>
        )}
        <div className="promotion-stage-live" aria-live="polite" data-testid="spin-live">
          {play.phase === 'spinning' && <p>{t('promotion.wheel.spinning')}</p>}
          {play.phase === 'landed' && won && !error && (
            <SpinResult prize={won.prize} text={props.prizeText(won.prize)} />
          )}
        </div>
        {error && (
          <Alert
            type="error"
            role="alert"
            data-testid="spin-error"
            title={isApiError(error) && error.msg ? error.msg : t('promotion.error')}
          />
        )}
      </div>
    </div>
  );
}
