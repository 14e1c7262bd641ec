import { addressKeys as sharedAddressKeys } from '../../../shared/api/query-keys';

/** The address keys (see shared/api/query-keys.ts): the shared list, and one stored address. */
export const addressKeys = {
  ...sharedAddressKeys,
  byId: (id: number) => [...sharedAddressKeys.all, 'byId', id] as const,
};
