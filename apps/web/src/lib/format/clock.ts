/** The header clock (spec "States and transitions"): the contract's business time, ticking in seconds. */
export {
  businessZoneLabel as clockZoneLabel,
  formatBusinessClock as formatClock,
} from '@portal/contract';
