/** The rank report card (issue 14): its face for the estimate's routes. */
export { getRankCard, rankCardOf } from './rank.service.js';
