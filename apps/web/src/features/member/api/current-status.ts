import {
  MEMBER_PATHS,
  shouldRefetchStatus,
  type CurrentStatus,
  type Platform,
} from '@portal/contract';
import { http } from '../../../lib/http/client';
import { saveStatus } from '../../../lib/session/member-session';

/** GET /mm/member/current/status */
export const fetchCurrentStatus = () =>
  http.get<CurrentStatus>(MEMBER_PATHS.currentStatus, undefined, { quiet: true });

/**
 * Re-fetches the status when the contract's rule allows it (bzz or WT, status not 10).
 * A failure is silently ignored (spec 4).
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
    // spec 4: a failed status refresh changes nothing
  }
}
