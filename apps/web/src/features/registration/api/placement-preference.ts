import { REGISTRATION_CALLS, type PlacementChoice } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { registrationKeys } from './keys';

/** The sponsor's standing placement preference (what the holding tank's expiry job uses). */
export const fetchPlacementPreference = () =>
  callApi(REGISTRATION_CALLS.preference, { quiet: true });

export const placementPreferenceQuery = () =>
  queryOptions({
    queryKey: registrationKeys.placementPreference(),
    queryFn: fetchPlacementPreference,
  });

export const usePlacementPreference = () => useQuery(placementPreferenceQuery());

/** Saves the preference; the answer is the stored preference, written into the cache. */
export const setPlacementPreference = (choice: PlacementChoice) =>
  callApi(REGISTRATION_CALLS.setPreference, { body: { choice }, quiet: true });
