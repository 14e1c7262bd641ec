import { ORGANIZATION_CALLS, type TreeListQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { organizationKeys } from './keys';

/** GET /mm/member/tree/sponsor/generations: the sponsor downline counted per level. */
export function useSponsorGenerations(cycle: string | undefined) {
  return useQuery({
    queryKey: organizationKeys.generations(cycle),
    queryFn: ({ signal }) =>
      callApi(ORGANIZATION_CALLS.generations, {
        query: cycle ? { cycle } : {},
        signal,
        quiet: true,
      }),
  });
}

/** One level's members, a page at a time (the sponsor tree's list with `level`). */
export function useGenerationMembers(query: Partial<TreeListQuery>) {
  return useQuery({
    queryKey: organizationKeys.generationMembers(query),
    queryFn: ({ signal }) =>
      callApi(ORGANIZATION_CALLS.list, {
        params: { tree: 'sponsor' },
        query,
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}
