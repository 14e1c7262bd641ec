/** Liveness and readiness. */
export { readiness } from './health.service.js';
