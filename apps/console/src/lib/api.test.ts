import { CONSOLE_AUTH_CALLS, CONSOLE_DESK_CALLS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callConsole } from './api';
import { ApiError } from './api-error';
import { fileNameOf } from './download';
import { sessionToken, startSession } from './session';
import { stubFetch } from './test/envelope-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callConsole', () => {
  it('fills params and query, sends the token and the language, answers the data', async () => {
    startSession('tok-1');
    const fetchMock = stubFetch({
      '/withdrawals/7/decision/approve': { data: { id: 7, status: 10 } },
    });
    const answer = await callConsole(CONSOLE_DESK_CALLS.withdrawalDecide, {
      params: { id: 7, action: 'approve' },
      body: { reason: 'checked', code: '123456' },
    });
    expect(answer).toEqual({ id: 7, status: 10 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/console-api/withdrawals/7/decision/approve');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-console-token']).toBe('tok-1');
    expect(headers['Accept-Language']).toBe('en');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'checked', code: '123456' });
  });

  it('writes the query string without empty values', async () => {
    const fetchMock = stubFetch({
      '/audit': { data: { list: [], total: 0, pageNum: 2, pageSize: 20 } },
    });
    await callConsole(CONSOLE_DESK_CALLS.audit, {
      query: { pageNum: 2, pageSize: 20, operator: 'ann', action: undefined },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/console-api/audit?pageNum=2&pageSize=20&operator=ann',
    );
  });

  it('throws an ApiError with the translated message when the code is not 0', async () => {
    startSession('tok-1');
    stubFetch({
      '/members/9': {
        code: 404,
        msg: 'Not found.',
        data: { error: 'notFound', details: { id: 9 } },
      },
    });
    const error = await callConsole(CONSOLE_DESK_CALLS.member, { params: { id: 9 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 404, msg: 'Not found.', status: 404 });
    expect((error as ApiError).errorKey).toBe('notFound');
    expect(sessionToken()).toBe('tok-1');
  });

  it('ends the session on a 401 of an operator call', async () => {
    startSession('tok-1');
    stubFetch({ '/home': { code: 401, msg: 'Please sign in.' } });
    await expect(callConsole(CONSOLE_DESK_CALLS.home)).rejects.toMatchObject({ status: 401 });
    expect(sessionToken()).toBeNull();
  });

  it('keeps the session on a 401 of a public call (a wrong password)', async () => {
    startSession('tok-1');
    stubFetch({ '/auth/login': { code: 401, msg: 'Wrong login name or password.' } });
    await expect(
      callConsole(CONSOLE_AUTH_CALLS.login, { body: { loginName: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ msg: 'Wrong login name or password.' });
    expect(sessionToken()).toBe('tok-1');
  });

  it('saves a file answer as audit.csv', async () => {
    startSession('tok-1');
    const created: Blob[] = [];
    // jsdom has no object URLs
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:x');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = vi.fn(
      async () =>
        new Response('at,operator\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await callConsole(CONSOLE_DESK_CALLS.auditExport, { query: { operator: 'ann' } });
    expect(created).toHaveLength(1);
    expect(await created[0]?.text()).toBe('at,operator\n');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('audit.csv');
    click.mockRestore();
  });

  it('saves a file under the name the server gives, UTF-8 included', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:x');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const disposition = `attachment; filename="report-sales-US.csv"; filename*=UTF-8''${encodeURIComponent('report-sales-US-销售.csv')}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('cycle\n', {
            status: 200,
            headers: { 'content-type': 'text/csv', 'content-disposition': disposition },
          }),
      ),
    );
    await callConsole(CONSOLE_DESK_CALLS.auditExport, {});
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('report-sales-US-销售.csv');
    expect(fileNameOf('attachment; filename="plain.csv"')).toBe('plain.csv');
    expect(fileNameOf(null)).toBeNull();
    click.mockRestore();
  });
});
