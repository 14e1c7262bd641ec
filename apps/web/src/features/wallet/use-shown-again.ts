import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onShownAgain` when the member comes back to a page the shell kept alive (hidden
 * while another page was shown), so what may have changed there is asked for again: a PIN
 * set on the security page, a bank account added on the bank page.
 */
export function useShownAgain(onShownAgain: () => void) {
  const { pathname } = useLocation();
  const [ownPath] = useState(pathname);
  const shown = pathname === ownPath;
  const wasHidden = useRef(false);
  useEffect(() => {
    if (!shown) {
      wasHidden.current = true;
    } else if (wasHidden.current) {
      wasHidden.current = false;
      onShownAgain();
    }
  }, [shown, onShownAgain]);
}
