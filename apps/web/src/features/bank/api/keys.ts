import type { QueryClient } from '@tanstack/react-query';
import { bankKeys as sharedBankKeys, securityKeys } from '../../../shared/api/query-keys';

/** The bank keys (see shared/api/query-keys.ts); every change invalidates `all`. */
export const bankKeys = {
  /** `list` is shared with the withdrawal form: one entry for the accounts */
  ...sharedBankKeys,
  byId: (id: number) => [...sharedBankKeys.all, 'byId', id] as const,
  accountTypes: (language: string) => [...sharedBankKeys.all, 'accountTypes', language] as const,
};

/**
 * After a change: every bank entry, and the security status, since saving an account checks
 * the PIN (the status was a bank entry of its own before it was shared).
 */
export function invalidateBank(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bankKeys.all }),
    queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
  ]).then(() => undefined);
}
