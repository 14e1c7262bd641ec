import type { QueryClient } from '@tanstack/react-query';
import { BANK_QUERY_ROOT, bankAccountsKey } from '../../../shared/api/bank-accounts';
import { securityStatusKey } from '../../../shared/api/security-status';

/** Query keys of the bank-account calls; every change invalidates `all`. */
export const bankKeys = {
  all: BANK_QUERY_ROOT,
  /** shared with the withdrawal form: one entry for the list */
  list: () => bankAccountsKey,
  byId: (id: number) => [...bankKeys.all, 'byId', id] as const,
  accountTypes: (language: string) => [...bankKeys.all, 'accountTypes', language] as const,
};

/**
 * After a change: every bank entry, and the security status, since saving an account checks
 * the PIN (the status was a bank entry of its own before it was shared).
 */
export function invalidateBank(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bankKeys.all }),
    queryClient.invalidateQueries({ queryKey: securityStatusKey }),
  ]).then(() => undefined);
}
