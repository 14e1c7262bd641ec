import { defineCall, HEADER } from '@portal/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { callApi, fillPath } from './call';
import { setHttpHandlers } from './handlers';

// hand-written declarations of the shapes the contract uses: params, query, body, file
const getItem = defineCall({
  method: 'GET',
  path: '/x/item/:id/:name',
  access: 'member',
  record: 'none',
  params: z.object({ id: z.coerce.number().int(), name: z.string() }),
  query: z.object({ lang: z.string().optional() }),
  response: z.object({ id: z.number(), label: z.string() }),
  tags: ['test'],
});
const saveItem = defineCall({
  method: 'POST',
  path: '/x/item/save',
  access: 'member',
  record: 'none',
  headers: z.object({ [HEADER.idempotencyKey]: z.string() }),
  body: z.object({ label: z.string() }),
  response: z.object({ saved: z.boolean() }),
  tags: ['test'],
});
const touch = defineCall({
  method: 'POST',
  path: '/x/touch',
  access: 'public',
  record: 'none',
  response: z.null(),
  tags: ['test'],
});
const dropItem = defineCall({
  method: 'DELETE',
  path: '/x/item/:id',
  access: 'member',
  record: 'none',
  params: z.object({ id: z.number() }),
  response: z.object({ deleted: z.literal(true) }),
  tags: ['test'],
});
const exportItems = defineCall({
  method: 'GET',
  path: '/x/export',
  access: 'member',
  record: 'none',
  response: z.null(),
  answer: 'file',
  tags: ['test'],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ code: 0, data, msg: 'success' });

let fetchMock: ReturnType<typeof vi.fn>;
const onServerError = vi.fn<(msg: string) => void>();

beforeEach(() => {
  setHttpHandlers({ onUnauthorized: vi.fn(), onServerError, onNetworkError: vi.fn() });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  Cookies.set('token', 'tok-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  onServerError.mockClear();
  Cookies.remove('token');
});

describe('callApi', () => {
  it('fills and encodes path params, sends the query and infers the answer', async () => {
    fetchMock.mockImplementation(async () => ok({ id: 7, label: 'a' }));
    const answer = await callApi(getItem, { params: { id: 7, name: 'a/b c' } });
    expectTypeOf(answer).toEqualTypeOf<{ id: number; label: string }>();
    expect(answer).toEqual({ id: 7, label: 'a' });
    await callApi(getItem, { params: { id: 7, name: 'x' }, query: { lang: 'zh-CN' } });
    const [first, init] = fetchMock.mock.calls[0]!;
    expect(first).toBe('/frontend-server/x/item/7/a%2Fb%20c');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(fetchMock.mock.calls[1]![0]).toBe('/frontend-server/x/item/7/x?lang=zh-CN');
  });

  it('posts the typed body with the options of the call', async () => {
    fetchMock.mockResolvedValue(ok({ saved: true }));
    const saved = await callApi(saveItem, {
      body: { label: 'n' },
      headers: { [HEADER.idempotencyKey]: 'k-1' },
    });
    expectTypeOf(saved).toEqualTypeOf<{ saved: boolean }>();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/frontend-server/x/item/save');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"label":"n"}');
    expect(init.headers[HEADER.idempotencyKey]).toBe('k-1');
  });

  it('sends an empty JSON object for a POST without a body, none for a DELETE', async () => {
    fetchMock.mockImplementation(async () => ok(null));
    await callApi(touch);
    expect(fetchMock.mock.calls[0]![1].body).toBe('{}');
    fetchMock.mockResolvedValue(ok({ deleted: true }));
    await callApi(dropItem, { params: { id: 3 } });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/frontend-server/x/item/3');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('keeps the spec "The error catalogue" outcomes of the client: errors reject, quiet calls do not toast', async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 500, data: { error: 'server' }, msg: 'System Error!' }, 500),
    );
    await expect(callApi(touch)).rejects.toBeInstanceOf(ApiError);
    expect(onServerError).toHaveBeenCalledTimes(1);
    await expect(callApi(touch, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('answers nothing for a file call (the client saves the download)', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    fetchMock.mockResolvedValue(
      new Response('a,b', { headers: { 'content-type': 'application/octet-stream' } }),
    );
    const result = await callApi(exportItems);
    expectTypeOf(result).toEqualTypeOf<void>();
    expect(result).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('refuses a missing path param before sending anything', () => {
    expect(() => fillPath('/x/:id', {})).toThrow(TypeError);
    expect(() => fillPath('/x/:id', { id: '' })).toThrow(TypeError);
    expect(fillPath('/x/:id/y', { id: 0 })).toBe('/x/0/y');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('types what each declaration takes', () => {
    // compile-time checks, made by `npm run typecheck`; the calls never run
    const never = false as boolean;
    if (never) {
      // @ts-expect-error params are required where the path has them
      void callApi(getItem);
      // @ts-expect-error a body the declaration leaves out cannot be sent
      void callApi(touch, { body: { a: 1 } });
      // @ts-expect-error the body is typed by the declaration
      void callApi(saveItem, { body: { label: 1 }, headers: { [HEADER.idempotencyKey]: 'k' } });
      // @ts-expect-error declared headers must be sent
      void callApi(saveItem, { body: { label: 'n' } });
    }
  });
});
