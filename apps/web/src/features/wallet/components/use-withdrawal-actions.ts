import type { Withdrawal, WithdrawalUpdateBody } from '@portal/contract';
import { useCallback, useRef } from 'react';
import { useRefreshWallet } from '../api/refresh-wallet';
import { useWithdrawalCancel } from '../api/withdrawal-cancel';
import { useWithdrawalUpdate } from '../api/withdrawal-update';
import { fingerprintOf, keepsKey, newIdempotencyKey } from '../idempotency';

/**
 * Cancel and update of a withdrawal, each with its own idempotency key per withdrawal and
 * request: a retry after a lost answer reuses it, a final answer spends it.
 */
export function useWithdrawalActions() {
  const { mutateAsync: cancelAsync } = useWithdrawalCancel();
  const { mutateAsync: updateAsync, isPending: updating } = useWithdrawalUpdate();
  const refreshWallet = useRefreshWallet();
  const keys = useRef(new Map<string, string>());

  const run = useCallback(
    async <T>(slot: string, call: (key: string) => Promise<T>): Promise<T> => {
      const key = keys.current.get(slot) ?? newIdempotencyKey();
      keys.current.set(slot, key);
      try {
        const result = await call(key);
        keys.current.delete(slot);
        void refreshWallet();
        return result;
      } catch (failure) {
        if (!keepsKey(failure)) keys.current.delete(slot);
        throw failure;
      }
    },
    [refreshWallet],
  );

  const cancel = useCallback(
    (w: Withdrawal) =>
      run(`cancel:${w.id}`, (idempotencyKey) => cancelAsync({ id: w.id, idempotencyKey })),
    [run, cancelAsync],
  );

  const update = useCallback(
    (w: Withdrawal, body: WithdrawalUpdateBody) =>
      run(`update:${w.id}:${fingerprintOf({ ...body })}`, (idempotencyKey) =>
        updateAsync({ id: w.id, body, idempotencyKey }),
      ),
    [run, updateAsync],
  );

  return { cancel, update, updating };
}
