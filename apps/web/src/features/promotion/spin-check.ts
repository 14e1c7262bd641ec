import { verifySpin, type SpinRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { spinCheckKeys } from './api/keys';
import { webSpinHashes } from './web-spin-hashes';

export type SpinCheck = 'checking' | 'verified' | 'failed' | 'unavailable';

/**
 * Verifies a revealed spin in the browser against the weights the member saw before it
 * (a pure computation, cached for good under the spin's own values).
 */
export function useSpinCheck(spin: SpinRecord, weights: readonly number[]): SpinCheck {
  const q = useQuery({
    queryKey: spinCheckKeys.of(
      [spin.serverSeed, spin.clientSeed, spin.nonce, spin.slotIndex],
      weights,
    ),
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<SpinCheck> => {
      const hashes = webSpinHashes();
      if (!hashes) return 'unavailable';
      return (await verifySpin(spin, weights, hashes)) ? 'verified' : 'failed';
    },
  });
  if (q.isError) return 'failed';
  return q.data ?? 'checking';
}
