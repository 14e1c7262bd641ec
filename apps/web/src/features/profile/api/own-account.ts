import { MEMBER_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { useSession } from '../../../lib/session/session-store';
import { profileKeys } from './keys';

/** GET /sys/user/{id}: the member's own account with every profile field. */
export function useOwnAccount() {
  const memberId = useSession((state) => state.memberId);
  return useQuery({
    queryKey: profileKeys.account(memberId),
    queryFn: () => callApi(MEMBER_CALLS.sysUser, { params: { id: String(memberId) } }),
    enabled: memberId !== null,
  });
}
