import { REGISTRATION_CALLS, type RegisterBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/** Sends the application; the form shows a failure itself. */
export const register = (body: RegisterBody) =>
  callApi(REGISTRATION_CALLS.register, { body, quiet: true });
