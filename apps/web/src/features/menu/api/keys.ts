import type { Platform } from '@portal/contract';

/** The menu keys: one tree per platform and member. */
export const menuKeys = {
  all: ['menu'] as const,
  tree: (platform: Platform, memberId: number | null) =>
    [...menuKeys.all, 'tree', platform, memberId] as const,
};
