/** The promotion keys: a spin invalidates `all` (the wheel, its points and their history). */
export const promotionKeys = {
  all: ['promotion'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  detail: (id: number) => [...promotionKeys.all, 'detail', id] as const,
  points: () => [...promotionKeys.all, 'points'] as const,
  pointsHistory: (pageNum: number, pageSize: number) =>
    [...promotionKeys.all, 'pointsHistory', pageNum, pageSize] as const,
};

/**
 * The browser's own check of a spin (no server call): outside the promotion root on purpose,
 * so a new spin does not check the old ones again. One entry per spin and wheel weights.
 */
export const spinCheckKeys = {
  all: ['spinCheck'] as const,
  of: (seeds: readonly unknown[], weights: readonly number[]) =>
    [...spinCheckKeys.all, ...seeds, ...weights] as const,
};
