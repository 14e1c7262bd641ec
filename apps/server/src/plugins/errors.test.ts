import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { registerErrorHandling } from './errors.js';

/** A value whose text cannot be built: translating a message with it throws. */
const hostile = {
  toString() {
    throw new Error('no text');
  },
};

/** An error while answering an error still answers in the envelope. */
describe('the error path cannot throw', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandling(app);
    app.get('/untranslatable', async () => {
      throw new AppError('validation', {
        fields: [
          { path: 'body.x', key: 'validation.required', params: { field: hostile as never } },
        ],
      });
    });
    app.get('/unserializable', async () => {
      throw new AppError('notFound', { details: { id: 1n } });
    });
    app.get('/server', async () => {
      throw new Error('boom');
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it.each([
    ['/untranslatable', 400, 'validation'],
    ['/unserializable', 400, 'validation'],
    ['/server', 500, 'server'],
  ])('%s → %i %s in the envelope', async (url, status, key) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    const body = res.json<{
      code: number;
      data: { error: string; requestId: string };
      msg: string;
    }>();
    expect(body).toMatchObject({ code: status, data: { error: key } });
    expect(typeof body.data.requestId).toBe('string');
    expect(body.msg).not.toMatch(/no text|boom|BigInt/);
  });
});
