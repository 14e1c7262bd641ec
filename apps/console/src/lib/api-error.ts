/** A non-zero envelope code: `msg` is already in the operator's language. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  /** the envelope's `data` of an error: `{error, fields?, details?, requestId?}` */
  readonly details: unknown;

  constructor(code: number, msg: string, status: number, details: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.status = status;
    this.details = details;
  }

  /** the server's stable error key, if any */
  get errorKey(): string | undefined {
    const data = this.details as { error?: unknown } | null;
    return typeof data?.error === 'string' ? data.error : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for any failure: the server's message, else a generic one. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.msg) return error.msg;
  return fallback;
}
