/**
 * Reward points: an append-only ledger of a member's points, credited by promotion
 * prizes and (later) spent in the points shop; the balance is the sum of the entries.
 */
export { creditPoints, pointsOf, pointsPage, type PointsCredit } from './points.service.js';
export type { PointsKind } from './points.tables.js';
