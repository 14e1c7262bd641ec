import { BUTTON_RELOCK_MS } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Double-click protection (spec "States and transitions"): after a click the button stays disabled for
 * BUTTON_RELOCK_MS, so a second click cannot send the same request again.
 */
export function useRelock(lockMs: number = BUTTON_RELOCK_MS) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), lockMs);
  }, [lockMs]);
  return { locked, lock };
}
