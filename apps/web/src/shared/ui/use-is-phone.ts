import { useAppStore } from '../../lib/app-store';

/**
 * True below the spec's 768 px: the shell keeps the device in the store as the width changes,
 * so every component agrees with the frame on when a page is a phone page.
 */
export function useIsPhone(): boolean {
  return useAppStore((state) => state.device === 'mobile');
}
