import { MEMBER_CALLS, shouldRefetchStatus, type Platform } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { saveStatus } from '../../../lib/session/member-session';

/** GET /mm/member/current/status */
export const fetchCurrentStatus = () => callApi(MEMBER_CALLS.currentStatus, { quiet: true });

/**
 * Re-fetches the status when the contract's rule allows it (bzz or WT, status not 10).
 * A failure is silently ignored (spec "States and transitions").
 */
export async function refetchStatusIfNeeded(input: {
  platform: Platform;
  companyCode: string;
  status: number | null;
}): Promise<void> {
  if (input.status === null || !shouldRefetchStatus({ ...input, status: input.status })) return;
  try {
    saveStatus((await fetchCurrentStatus()).status);
  } catch {
    // spec "States and transitions": a failed status refresh changes nothing
  }
}
