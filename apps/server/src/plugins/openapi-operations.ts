import {
  CALL_REGISTRIES,
  CONSOLE_CALL_REGISTRIES,
  callErrorsByStatus,
  errorEnvelopeSchema,
  type CallShape,
} from '@portal/contract';
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/** Where the error envelope is kept in the document; every 4XX answer refers to it. */
export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/**
 * The error envelope `{code, data, msg}` as JSON Schema. Read as the client reads it (`input`):
 * its objects stay open, since an error's `data` may carry `details` besides its key.
 */
export function errorEnvelopeJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorEnvelopeSchema, { io: 'input' });
  return schema;
}

/** Each declared call's id (`<domain>.<name>`), by its declaration, as routes keep it. */
const CALL_IDS = new Map<CallShape, string>(
  Object.entries({ ...CALL_REGISTRIES, ...CONSOLE_CALL_REGISTRIES }).flatMap(([domain, calls]) =>
    Object.entries(calls).map(([name, call]): [CallShape, string] => [call, `${domain}.${name}`]),
  ),
);

/** The call's id as the operation's `operationId`: unique, and the one tests and logs name. */
export function operationIdOf(call: CallShape): string | undefined {
  return CALL_IDS.get(call);
}

/**
 * One answer per 4XX status the call can meet (`callErrorsByStatus`, the statuses the errors
 * plugin answers), each the error envelope and naming the error keys it may carry.
 */
export function errorResponses(call: CallShape): Record<string, unknown> {
  return Object.fromEntries(
    callErrorsByStatus(call)
      .filter(([status]) => status >= 400 && status < 500)
      .map(([status, keys]) => [
        String(status),
        {
          description: `${STATUS_CODES[status] ?? 'Error'}: data.error is ${keys.join(', ')}`,
          content: { 'application/json': { schema: { $ref: ERROR_ENVELOPE_REF } } },
        },
      ]),
  );
}
