import { REGISTRATION_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { registrationKeys } from './keys';

/** The sponsor a registration link names (no session needed). */
export const fetchSponsorLink = (sponsor: string) =>
  callApi(REGISTRATION_CALLS.link, { params: { sponsor }, quiet: true });

/** An unknown sponsor is an answer, not a failure to retry; a link does not change. */
export const sponsorLinkQuery = (sponsor: string) =>
  queryOptions({
    queryKey: registrationKeys.link(sponsor),
    queryFn: () => fetchSponsorLink(sponsor),
    enabled: sponsor !== '',
    retry: false,
    staleTime: Infinity,
  });

export const useSponsorLink = (sponsor: string) => useQuery(sponsorLinkQuery(sponsor));
