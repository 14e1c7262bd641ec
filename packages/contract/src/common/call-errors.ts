import type { CallRecord, CallShape } from './define-call.js';
import { httpStatusFor } from './envelope.js';
import { ERROR, type ErrorKey } from './errors.js';
import { idempotencyHeadersSchema } from './money-fields.js';

/** Records a member looks up by an id in the request, which are `notFound` when missing. */
const RECORDS_FOUND_BY_ID: ReadonlySet<CallRecord> = new Set<CallRecord>([
  'bankAccount',
  'withdrawal',
  'transfer',
  'message',
  'cartItem',
  'order',
  'address',
  'paymentAttempt',
  'treeNode',
]);

/**
 * The contract errors a call can answer, as its declaration implies them, then its own `errors`:
 * - any declared input (path, query, body, headers) is validated: `validation`;
 * - a JSON body may also be malformed, of another media type or too large;
 * - a member call without a valid session is `unauthorized` (an operator call too, and
 *   `forbidden` when it needs a permission);
 * - a record named by an id is `notFound` when missing, and when another member's (the
 *   authorization matrix checks a stranger cannot tell the two apart);
 * - an Idempotency-Key reused with another body is `idempotencyConflict`.
 * Server failures (5XX) are left out: any call can meet them.
 */
export function callErrors(call: CallShape): ErrorKey[] {
  const keys = new Set<ErrorKey>();
  if (call.params || call.query || call.body || call.headers) keys.add('validation');
  if (call.body) {
    keys.add('malformedJson');
    keys.add('unsupportedMediaType');
    keys.add('payloadTooLarge');
  }
  if (call.access === 'member' || call.access === 'operator') keys.add('unauthorized');
  // a console call that needs a permission is refused to an operator without it
  if (call.access === 'operator' && call.permission !== 'signedIn') {
    keys.add('forbidden');
    // until an operator has changed a password someone else chose for them
    keys.add('passwordChangeRequired');
  }
  if (RECORDS_FOUND_BY_ID.has(call.record)) keys.add('notFound');
  if (call.headers === idempotencyHeadersSchema) keys.add('idempotencyConflict');
  for (const key of call.errors ?? []) keys.add(key);
  return [...keys];
}

/** `callErrors` grouped by the HTTP status each is answered with, lowest status first. */
export function callErrorsByStatus(call: CallShape): [status: number, keys: ErrorKey[]][] {
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of callErrors(call)) {
    const status = httpStatusFor(ERROR[key]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  return [...byStatus].sort(([a], [b]) => a - b);
}
