import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus once it is drawn: the heading of a step or a result that
 * replaced the control the member had used (WCAG 2.4.3). The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
