export * from './tree-cycle.js';
export * from './organization.schemas.js';
// the sponsor tree by generations
export * from './generations.js';
export * from './organization.calls.js';
// one member standing for every page that shows it
export * from './standing.js';
