import { REGISTRATION_CALLS, type PlaceNowChoice } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { registrationKeys } from './keys';

/** The sponsor's holding tank: new members who chose "place later". */
export const fetchHoldingTank = () => callApi(REGISTRATION_CALLS.holdingTank);

export const holdingTankQuery = () =>
  queryOptions({ queryKey: registrationKeys.holdingTank(), queryFn: fetchHoldingTank });

export const useHoldingTank = () => useQuery(holdingTankQuery());

export interface PlaceHeldMemberInput {
  memberId: number;
  placement: PlaceNowChoice;
}

/** Places a held member, once (final); the tank is read again afterwards. */
export const placeHeldMember = (input: PlaceHeldMemberInput) =>
  callApi(REGISTRATION_CALLS.place, { body: input });
