import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from './request-logger.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const parent = Fastify({ logger: { level, stream } }).log;
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children++;
    return child(...args);
  }) as typeof parent.child;
  return { parent: parent as FastifyBaseLogger, lines, children: () => children };
}

describe('the request logger', () => {
  it('makes no child logger while nothing is written at the configured level', () => {
    const { parent, lines, children } = capture('warn');
    const log = requestLoggerFactory(parent, { reqId: 'r-1' }, {});
    log.info({ req: 'x' }, 'incoming request');
    log.debug('detail');
    expect(lines).toEqual([]);
    expect(children()).toBe(0);
    expect(log.level).toBe('warn');
  });

  it('writes an enabled line with the request’s bindings, through one child', () => {
    const { parent, lines, children } = capture('info');
    const log = requestLoggerFactory(parent, { reqId: 'r-2' }, {});
    log.info({ code: 7 }, 'first');
    log.error('second');
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ['r-2', 'first', 30],
      ['r-2', 'second', 50],
    ]);
    expect(lines[0]!.code).toBe(7);
    expect(children()).toBe(1);
  });

  it('makes the child at once when the route sets its own logger options', () => {
    const { parent, lines, children } = capture('warn');
    const log = requestLoggerFactory(parent, { reqId: 'r-3' }, { level: 'debug' });
    expect(children()).toBe(1);
    log.debug('shown at the route’s level');
    expect(lines.map((l) => l.msg)).toEqual(['shown at the route’s level']);
  });
});
