import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract';
import { lazy, type ComponentType } from 'react';

/** A page's script could not be loaded: the error boundary offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

const RETRY_DELAYS_MS = [1_000, 3_000, 8_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a module, retrying failed attempts, and gives up with ChunkLoadError once the
 * whole load has taken CHUNK_LOAD_TIMEOUT_MS (spec "The error catalogue").
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  delays: number[] = RETRY_DELAYS_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
  });
  const attempts = async (): Promise<T> => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        lastError = error;
        if (attempt < delays.length) await wait(delays[attempt] ?? 0);
      }
    }
    throw new ChunkLoadError(lastError);
  };
  try {
    return await Promise.race([attempts(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * React.lazy with retries and the chunk time-out: one per route (code splitting). `preload`
 * starts the same load before the page renders (the first page, beside the translations).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= loadWithRetry(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
