import type { FieldError } from '@portal/contract';

/** A non-zero envelope code: forms show `msg` or the field errors of `data`. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly msg: string;

  constructor(code: number, data: unknown, msg: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.msg = msg;
  }

  /** the stable error key of the server (`data.error`), if any */
  get errorKey(): string | undefined {
    const data = this.data as { error?: unknown } | null;
    return typeof data?.error === 'string' ? data.error : undefined;
  }

  get fields(): FieldError[] {
    const data = this.data as { fields?: unknown } | null;
    return Array.isArray(data?.fields) ? (data.fields as FieldError[]) : [];
  }

  get details(): Record<string, unknown> {
    const data = this.data as { details?: unknown } | null;
    const details = data?.details;
    return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  }
}

/** The request never got an answer we could read (network down, time-out, not JSON). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('System Error!', { cause });
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
