import type { SpinAnswer, WheelView } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { promotionKeys } from './api/keys';
import { randomHex, spinOnce } from './api/spin';
import { SPIN_MS } from './spin-wheel';
import { useReducedMotion } from './use-reduced-motion';
import { landingRotation, segmentsOf } from './wheel-geometry';

export type SpinPhase = 'idle' | 'spinning' | 'landed';
export interface LastSpin {
  answer: SpinAnswer;
  /** the weights the member saw before the spin: the check draws with these */
  weights: number[];
}

/**
 * One spin of the wheel: the server call (a fresh Idempotency-Key per click), then the wheel
 * turns to the slot the server drew and only then is the prize told. The promotion's figures
 * (spins left, history, points) are refreshed once the wheel has stopped, so the page does not
 * give the prize away while it still turns.
 */
export function useSpin(id: number, clientSeed: string, onSpun: () => void) {
  const client = useQueryClient();
  const reduced = useReducedMotion();
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [last, setLast] = useState<LastSpin | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const land = () => {
    setPhase('landed');
    void client.invalidateQueries({ queryKey: promotionKeys.all });
  };
  const mutation = useMutation({
    mutationFn: (weights: number[]) =>
      spinOnce(id, clientSeed, randomHex()).then((answer) => ({ answer, weights })),
    onSuccess: (done) => {
      const segment = segmentsOf(done.weights)[done.answer.spin.slotIndex];
      setLast(done);
      setRotation((r) => landingRotation(r, segment?.mid ?? 0, reduced ? 0 : 5));
      onSpun();
      clearTimeout(timer.current);
      if (reduced) return land();
      setPhase('spinning');
      timer.current = setTimeout(land, SPIN_MS);
    },
  });
  return {
    spin: (wheel: WheelView) => mutation.mutate(wheel.slots.map((s) => s.weight)),
    pending: mutation.isPending || phase === 'spinning',
    error: mutation.error,
    rotation,
    phase,
    last,
    animate: !reduced,
  };
}
