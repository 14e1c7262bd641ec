import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { isConnectionError, retryOnDisconnect } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED')],
    ['ECONNRESET', withCode('ECONNRESET')],
    [
      '57P01 admin_shutdown',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['08006 connection_failure', withCode('08006')],
    ['08003 connection_does_not_exist', withCode('08003')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    [
      'a dead pooled client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool connect time-out', new Error('timeout exceeded when trying to connect')],
    ['a refused IPv4 and IPv6 connect', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('knows %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a serialization failure (retried by inTransaction instead)', withCode('40001')],
    ['a deadlock', withCode('40P01')],
    ['a statement time-out', withCode('57014', 'canceling statement due to statement timeout')],
    ['a bug', new TypeError('x is undefined')],
    ['a member-facing refusal', new AppError('insufficientBalance')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('retryOnDisconnect', () => {
  it('runs the work again on a fresh try after a lost connection', async () => {
    let calls = 0;
    const answer = await retryOnDisconnect(async () => {
      if (++calls === 1) throw new Error('Connection terminated unexpectedly');
      return 'read';
    });
    expect(answer).toBe('read');
    expect(calls).toBe(2);
  });

  it('gives up after a few tries and lets the connection error through', async () => {
    let calls = 0;
    const failing = retryOnDisconnect(async () => {
      calls++;
      throw withCode('ECONNREFUSED');
    });
    await expect(failing).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(calls).toBe(3);
  });

  it('never repeats work that failed for another reason', async () => {
    let calls = 0;
    const failing = retryOnDisconnect(async () => {
      calls++;
      throw withCode('23505');
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});
