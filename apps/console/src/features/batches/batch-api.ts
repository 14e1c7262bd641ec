import type { CONSOLE_BATCHES_CALLS, CallAnswer } from '@portal/contract';

export type BatchView = CallAnswer<typeof CONSOLE_BATCHES_CALLS.batch>['batch'];
export type BatchItem = CallAnswer<typeof CONSOLE_BATCHES_CALLS.batch>['items'][number];

/** Query keys of the batch pages; a step invalidates the list and the batch. */
export const BATCHES_KEY = ['console', 'batches'] as const;
export const batchKey = (id: number) => ['console', 'batch', id] as const;

const STATUS_COLOR: Record<BatchView['status'], string | undefined> = {
  prepared: 'gold',
  approved: 'blue',
  exported: 'purple',
  reconciled: 'green',
  cancelled: undefined,
};
export const batchStatusColor = (status: BatchView['status']) => STATUS_COLOR[status];
