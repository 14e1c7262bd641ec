import { defineCall } from '../common/define-call.js';
import {
  funnelRecordedSchema,
  funnelSchema,
  holdingTankSchema,
  placeBodySchema,
  placedSchema,
  placementPreferenceSchema,
  registerBodySchema,
  registeredSchema,
  sponsorLinkSchema,
  sponsorParamsSchema,
  startedBodySchema,
} from './registration.schemas.js';
import { REGISTRATION_PATHS as PATHS } from './registration-rules.js';

const tags = ['registration'] as const;
const PUBLIC = { access: 'public', record: 'none', tags } as const;
const SELF = { access: 'member', record: 'self', tags } as const;

/** /collectInfo and the enrol dialog (spec "What the product does and for whom", "Public routes"). */
export const REGISTRATION_CALLS = {
  link: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: PATHS.link,
    params: sponsorParamsSchema,
    response: sponsorLinkSchema,
    summary: "The sponsor a registration link names (counts the link's opening)",
  }),
  started: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: PATHS.started,
    body: startedBodySchema,
    response: funnelRecordedSchema,
    summary: 'Counts a registration started from a sponsor link',
  }),
  register: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: PATHS.register,
    body: registerBodySchema,
    response: registeredSchema,
    summary: 'Registers a new member (status 0 until the first order is paid)',
  }),
  funnel: defineCall({
    ...SELF,
    method: 'GET',
    path: PATHS.funnel,
    response: funnelSchema,
    summary: "The member's registration link funnel by week",
  }),
  holdingTank: defineCall({
    ...SELF,
    method: 'GET',
    path: PATHS.holdingTank,
    response: holdingTankSchema,
    summary: "New members waiting in the sponsor's holding tank",
  }),
  place: defineCall({
    ...SELF,
    method: 'POST',
    path: PATHS.place,
    body: placeBodySchema,
    response: placedSchema,
    summary: 'Places a member of the holding tank (final)',
  }),
  preference: defineCall({
    ...SELF,
    method: 'GET',
    path: PATHS.preference,
    response: placementPreferenceSchema,
    summary: "The sponsor's standing placement preference",
  }),
  setPreference: defineCall({
    ...SELF,
    method: 'PUT',
    path: PATHS.preference,
    body: placementPreferenceSchema,
    response: placementPreferenceSchema,
    summary: "Sets the sponsor's standing placement preference (the holding tank's job follows it)",
  }),
};
