/** The header clock (spec 4): the contract's business time, ticking in seconds. */
export {
  businessZoneLabel as clockZoneLabel,
  formatBusinessClock as formatClock,
} from '@portal/contract';
