import type { MemberStanding } from '@portal/contract';

export type TileKey =
  | 'left'
  | 'right'
  | 'carry'
  | 'pbv'
  | 'wallet'
  | 'rank'
  | 'next'
  | 'bonusNow'
  | 'bonusLast'
  | 'autoship';

export interface PlannedTile {
  key: TileKey;
  /** two columns of the four (and a whole row of two on a phone) */
  wide: boolean;
}

/**
 * The tiles in reading order. Four columns on a desktop, two on a phone: a wide tile starts
 * at an even place and the last row is full in both, so no card is left alone or stretched.
 * The marketplace has no autoship: its two bonus tiles take the row's width instead.
 */
export function tilePlan(autoship: boolean): PlannedTile[] {
  const tile = (key: TileKey, wide = false): PlannedTile => ({ key, wide });
  return [
    tile('left'),
    tile('right'),
    tile('carry'),
    tile('pbv'),
    tile('wallet'),
    tile('rank'),
    tile('next', true),
    tile('bonusNow', !autoship),
    tile('bonusLast', !autoship),
    ...(autoship ? [tile('autoship', true)] : []),
  ];
}

/**
 * What is missing to stay active: the standing's `mustRebuyBV4Active` when above zero, or
 * null when nothing is (or a closed cycle's standing, which does not keep it). A decimal
 * string compared without a float: any non-zero digit means something is missing.
 */
export function missingToStayActive(s: Pick<MemberStanding, 'mustRebuyBV4Active'>): string | null {
  const missing = s.mustRebuyBV4Active;
  if (missing === null || missing.startsWith('-')) return null;
  return /[1-9]/.test(missing) ? missing : null;
}
