import { REGISTRATION_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { registrationKeys } from './keys';

/** The sponsor's link by week (opened, started, submitted, paid) and who has not finished. */
export const fetchLinkFunnel = () => callApi(REGISTRATION_CALLS.funnel, { quiet: true });

export const linkFunnelQuery = () =>
  queryOptions({ queryKey: registrationKeys.funnel(), queryFn: fetchLinkFunnel });

export const useLinkFunnel = () => useQuery(linkFunnelQuery());
