import { ERROR, type ErrorKey, type FieldError } from '@portal/contract';

/**
 * An error a member can meet. Services throw it with a contract key; the error plugin
 * answers the envelope with the key's code and translated message.
 */
export class AppError extends Error {
  readonly code: number;
  constructor(
    readonly key: ErrorKey,
    readonly options: {
      fields?: FieldError[];
      details?: Record<string, unknown>;
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(key);
    this.code = ERROR[key];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
