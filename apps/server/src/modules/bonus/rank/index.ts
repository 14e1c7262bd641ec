/** The rank report card: its face for the estimate's routes. */
export { getRankCard, rankCardOf } from './rank.service.js';
