import { z } from 'zod';

/**
 * Every answer of the API is this envelope. `code` 0 is success (spec "The calls the product makes"); any other
 * value is one of API_CODE and mirrors the HTTP status (see docs/api.md).
 */
export const API_CODE = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/** HTTP status that goes with an envelope code: 200 for success, else the same number. */
export function httpStatusFor(code: number): number {
  return code === API_CODE.OK ? 200 : code;
}

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, msg: z.string() });
}

export const fieldErrorSchema = z.object({
  /** dotted path of the field, e.g. `body.username` */
  path: z.string(),
  /** translation key of the message, e.g. `validation.required` */
  key: z.string(),
  /** values to interpolate into the message (limits, lengths) */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `data` of an error answer: a stable key the client can translate, and field errors. */
export const errorDataSchema = z.object({
  error: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorData = z.infer<typeof errorDataSchema>;

export const errorEnvelopeSchema = envelope(errorDataSchema);
export type Envelope<T> = { code: number; data: T; msg: string };

export const emptyDataSchema = z.null();
