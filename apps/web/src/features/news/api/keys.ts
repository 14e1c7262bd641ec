import { newsKeys as sharedNewsKeys } from '../../../shared/api/query-keys';

/** The news keys (see shared/api/query-keys.ts): the shared pages, and one item. */
export const newsKeys = {
  ...sharedNewsKeys,
  detail: (id: number | null) => [...sharedNewsKeys.all, 'detail', id] as const,
};
