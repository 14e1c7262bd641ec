import {
  CONSOLE_CATALOGUE_PACK_CALLS,
  type CallBody,
  type CompanyCode,
  type Platform,
} from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../../lib/api';
import { CATALOGUE_KEY } from '../catalogue-key';

const P = CONSOLE_CATALOGUE_PACK_CALLS;

/** A pack's total and choices, refreshed with the rest of the catalogue after a change. */
export const packQuery = (id: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'pack', id],
    queryFn: ({ signal }) => callConsole(P.pack, { params: { id }, signal }),
  });

/** The first page of what a pack of the company and platform may offer, searched on the server. */
export const packCandidatesQuery = (
  owner: { companyCode: CompanyCode; platform: Platform },
  text: string,
) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'pack-candidates', owner, text],
    queryFn: ({ signal }) =>
      callConsole(P.packCandidates, {
        query: { ...owner, text: text || undefined, pageNum: 1, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export interface PackValues {
  packTotalQty: number;
  choiceSkuIds: number[];
}

export const updatePack = (id: number, body: PackValues) =>
  callConsole(P.packUpdate, { params: { id }, body });

export type NewPack = CallBody<typeof P.packCreate>;

export const createPack = (body: NewPack) => callConsole(P.packCreate, { body });
