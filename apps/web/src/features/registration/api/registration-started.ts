import { REGISTRATION_CALLS } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/** Tells the sponsor's funnel that the form was started; best effort, never shown. */
export const reportRegistrationStarted = (sponsor: string) =>
  callApi(REGISTRATION_CALLS.started, { body: { sponsor }, quiet: true });
