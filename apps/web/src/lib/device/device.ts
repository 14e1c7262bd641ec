import { MOBILE_BREAKPOINT_PX } from '@portal/contract';

export type Device = 'mobile' | 'desktop';

/** Mobile when the page is narrower than 768 px (spec "States and transitions"). */
export function deviceFor(widthPx: number): Device {
  return widthPx < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}
