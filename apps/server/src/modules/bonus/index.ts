/**
 * The bonus module's face. The pure engine: the cycle
 * close, the estimate and the simulator all run it; see docs/compensation-engine.md.
 */
export * from './engine/index.js';
export * from './close/index.js';
// the member's bonus report calls, registered with the other modules' routes
export { bonusRoutes } from './report/report.routes.js';
// the dashboard's figures (its summary flow): the chart's cycles and a card from a standing
export { recentBonusCycles } from './report/report.service.js';
export { rankCardOf } from './rank/index.js';
// the estimated bonus and the rank report card
export * from './estimate/index.js';
// the console's home: commission runs waiting for a second operator's audit
export { runsAwaitingAudit } from './cycle-waiting.service.js';
