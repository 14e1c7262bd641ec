import { AUTH_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export const useSendEmailVerify = () =>
  useMutation({ mutationFn: () => callApi(AUTH_CALLS.sendEmailVerify) });
