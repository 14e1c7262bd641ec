/**
 * The autoship pages in one chunk (spec "Main mode": AutoOrder History, AutoCardConfirm,
 * SuccessfulAutoOrder): they share the schedule, the money and the autoship calls.
 */
export { AutoshipHistoryPage } from './history-page';
export { AutoshipSetupPage } from './setup-page';
export { AutoshipResultPage } from './result-page';
