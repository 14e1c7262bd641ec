import type { FastifyBaseLogger, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = Exclude<LogLevel, 'silent'>;
type Write = (...args: unknown[]) => void;

/**
 * A request's logger, made on its first line. Fastify makes a child logger for every request
 * (`{ reqId }`), and pino runs the redaction paths over the child's bindings as it makes it:
 * ~2 µs of every call's CPU, spent even when nothing is logged at the configured level
 * (docs/benchmarks.md, "Member info"). Here the child is made when a line at an enabled
 * level is written, with the same bindings, so every line that is written reads as before.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]): void {
    // a logger without isLevelEnabled (Fastify's no-op one when logging is off) decides itself
    if (this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as Write)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  silent(): void {}
}

/** Fastify's `childLoggerFactory`: the lazy logger, unless the route asks for its own options. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
