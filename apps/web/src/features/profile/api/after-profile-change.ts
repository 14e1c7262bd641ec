import { MEMBER_CALLS } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { saveMemberInfo } from '../../../lib/session/member-session';
import { profileKeys } from './keys';

/** The header reads the session cookies: re-read member info so name and avatar follow. */
async function refreshSessionInfo() {
  saveMemberInfo(await callApi(MEMBER_CALLS.currentUserInfo));
}

/** Re-reads the session info and the account after a change of the profile. */
export function useAfterProfileChange() {
  const queryClient = useQueryClient();
  return async () => {
    await refreshSessionInfo().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: profileKeys.accounts() });
  };
}
