import { MOBILE_BREAKPOINT_PX } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { deviceFor } from './device';

describe('deviceFor (spec "States and transitions": mobile below 768 px)', () => {
  it.each([
    [320, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'desktop'],
    [1280, 'desktop'],
  ] as const)('%i px → %s', (width, device) => {
    expect(deviceFor(width)).toBe(device);
  });

  it('uses the contract breakpoint', () => {
    expect(deviceFor(MOBILE_BREAKPOINT_PX - 1)).toBe('mobile');
    expect(deviceFor(MOBILE_BREAKPOINT_PX)).toBe('desktop');
  });
});
