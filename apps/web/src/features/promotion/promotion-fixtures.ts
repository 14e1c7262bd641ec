/** Test-only data of the promotion page tests (never imported by the app). */

// a known vector, computed with node:crypto: seed "a"×64, client seed "client", nonce 1
export const SEED = 'a'.repeat(64);
export const COMMITMENT = 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb';
export const SLOTS = [
  { label: 'cash', weight: 1, prize: { kind: 'ewallet', amountMinor: 300 } },
  { label: 'points', weight: 2, prize: { kind: 'points', points: 10 } },
  { label: 'none', weight: 3, prize: { kind: 'none' } },
];

export const summary = (id: number, kind: string, metric: string, extra: object = {}) => ({
  id,
  kind,
  code: `p${id}`,
  title: `Promotion ${id}`,
  startsOn: '2026-10-01',
  endsOn: '2026-12-31',
  metric,
  value: 2,
  target: 5,
  percent: 40,
  ...extra,
});

export const DETAIL = {
  promotion: summary(7, 'alphaspin', 'spins', { minOrderBv: '50' }),
  currency: 'USD',
  minorUnit: 2,
  running: true,
  tiers: [],
  wheel: {
    minOrderBv: '50',
    qualifyingOrders: 2,
    maxSpins: 5,
    earned: 2,
    used: 0,
    left: 2,
    commitment: COMMITMENT,
    nextNonce: 1,
    slots: SLOTS,
    history: [],
  },
};

export const spinAnswer = (serverSeed: string) => ({
  spin: {
    nonce: 1,
    clientSeed: 'client',
    serverSeed,
    commitment: COMMITMENT,
    slotIndex: 0,
    prize: SLOTS[0]!.prize,
    label: 'cash',
    award: 'credited',
    at: '2026-11-24T10:00:00.000Z',
  },
  nextCommitment: 'b'.repeat(64),
  left: 1,
});

/** matchMedia answering as a desktop screen, with or without a wish for less motion. */
export function stubMotion(reduce: boolean): () => void {
  const before = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width') || (reduce && query.includes('reduced-motion')),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = before;
  };
}
