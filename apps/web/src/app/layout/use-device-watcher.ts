import { useEffect } from 'react';
import { useAppStore } from '../../lib/app-store';
import { deviceFor } from '../../lib/device/device';

/** Spec 4: the device follows the page width, updated on resize while the page is visible. */
export function useDeviceWatcher(): void {
  useEffect(() => {
    const update = () => {
      if (document.visibilityState !== 'visible') return;
      const device = deviceFor(window.innerWidth);
      if (useAppStore.getState().device !== device) useAppStore.setState({ device });
    };
    update();
    window.addEventListener('resize', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('resize', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
}
