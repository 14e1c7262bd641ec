/** Something that must be stopped, in order, when the process ends. */
export interface Closer {
  name: string;
  close: () => Promise<unknown> | unknown;
}

type Log = (msg: string, extra?: Record<string, unknown>) => void;

/**
 * Runs the closers one after another (HTTP first, so no new work arrives; the database last,
 * so running work can finish) and exits 0; when they take longer than `timeoutMs`, it exits 1
 * anyway. A second signal while shutting down changes nothing. The job workers stop between
 * the HTTP server and the database.
 */
export function onShutdownSignals(
  closers: Closer[],
  opts: { timeoutMs: number; log: Log; exit?: (code: number) => void },
) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    opts.log('shutting down', { signal, timeoutMs: opts.timeoutMs });
    const deadline = setTimeout(() => {
      opts.log('shutdown deadline passed; exiting with work unfinished', { signal });
      exit(1);
    }, opts.timeoutMs);
    deadline.unref();
    try {
      for (const closer of closers) await closer.close();
      clearTimeout(deadline);
      opts.log('shut down', { signal });
      exit(0);
    } catch (error) {
      opts.log('shutdown failed', { signal, err: (error as Error).message });
      exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
