import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

const isShown = (element: HTMLElement) =>
  element.isConnected && element.getClientRects().length > 0;

/**
 * The element to go back to: the opener itself, or, when it was hidden meanwhile (an entry
 * of a drop-down menu that closed), the nearest shown control around it.
 */
function shownOpener(opener: HTMLElement): HTMLElement | null {
  if (isShown(opener)) return opener;
  for (let node = opener.parentElement; node; node = node.parentElement) {
    const candidate = node.querySelector<HTMLElement>(FOCUSABLE);
    if (candidate && isShown(candidate)) return candidate;
  }
  return null;
}

/**
 * Returns focus to whatever opened a dialog once the dialog is gone (WCAG 2.4.3). antd does
 * this only for a Modal that stays mounted through its closing animation; our dialogs are
 * unmounted on close, so the opener is remembered at mount and focused at unmount.
 * `fallback` serves dialogs that open by themselves (no opener had focus).
 */
export function useReturnFocus(fallback?: () => HTMLElement | null): void {
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      // after antd has finished removing the dialog and its focus trap
      setTimeout(() => {
        const target = (opener && shownOpener(opener)) ?? fallback?.() ?? null;
        target?.focus();
      }, 0);
    };
    // the opener is the one focused when the dialog first mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
