import { STATUS_NOT_REFRESHED } from '../common/constants.js';
import { MARKETPLACE_ONLY_COMPANY, type Platform } from '../common/domain.js';

export interface StatusRefreshInput {
  platform: Platform;
  companyCode: string;
  status: number;
}

/**
 * Spec 4 "Login": the member's status is re-fetched only on the main platform or for
 * company WT, and only while it is not already 10 (active), which never needs a refresh.
 */
export function shouldRefetchStatus(input: StatusRefreshInput): boolean {
  const platformAllows = input.platform === 'bzz' || input.companyCode === MARKETPLACE_ONLY_COMPANY;
  return platformAllows && input.status !== STATUS_NOT_REFRESHED;
}
