import type { Db } from '../../db/client.js';
import {
  findOrderByNo as readOrderByNo,
  listOrdersForOps as readOrdersForOps,
} from './order-read.repository.js';

/**
 * Orders read by number or as a queue, whoever owns them: for operator commands and the demo
 * seed, which act for the office and not for a member (a member reads through ownOrder).
 */
export function findOrderByNo(db: Db, orderNo: string) {
  return readOrderByNo(db, orderNo);
}

/** The operators' queue: the latest orders, optionally of one status, with the buyer's login. */
export function listOrdersForOps(db: Db, status: number | undefined, limit: number) {
  return readOrdersForOps(db, status, limit);
}
