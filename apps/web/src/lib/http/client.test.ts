import { HEADER, REQUEST_TIMEOUT_MS } from '@portal/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { request, type Query, type RequestOptions } from './client';
import { fileNameFromDisposition } from './download';
import { setHttpHandlers, type HttpHandlers } from './handlers';

// the client's outcomes, tested on plain paths; the app calls declarations through callApi
const http = {
  get: (path: string, query?: Query, options?: RequestOptions) =>
    request(path, { ...options, method: 'GET', query }),
  post: (path: string, body?: unknown, options?: RequestOptions) =>
    request(path, { ...options, method: 'POST', body: body ?? {} }),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let handlers: {
  onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
  onServerError: ReturnType<typeof vi.fn<(msg: string) => void>>;
  onNetworkError: ReturnType<typeof vi.fn<() => void>>;
};
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  handlers = {
    onUnauthorized: vi.fn<() => void>(),
    onServerError: vi.fn<(msg: string) => void>(),
    onNetworkError: vi.fn<() => void>(),
  };
  setHttpHandlers(handlers satisfies HttpHandlers);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  Cookies.set('token', 'tok-1');
  Cookies.set('platformName', 'wpm');
  Cookies.set('language', 'zh-CN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const name of ['token', 'platformName', 'language']) Cookies.remove(name);
});

describe('http client (spec "The calls the product makes", "The error catalogue")', () => {
  it('sends the spec "The calls the product makes" headers under the API base and answers data on code 0', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, data: { a: 1 }, msg: 'success' }));
    await expect(http.get('/sys/x', { companyCode: 'US', skip: undefined })).resolves.toEqual({
      a: 1,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/frontend-server/sys/x?companyCode=US');
    expect(init.credentials).toBe('include');
    expect(init.headers[HEADER.token]).toBe('tok-1');
    expect(init.headers[HEADER.sessionToken]).toBe('tok-1');
    expect(init.headers[HEADER.platformName]).toBe('wpm');
    expect(init.headers[HEADER.acceptLanguage]).toBe('zh-CN');
  });

  it('sends blank session headers when there is no token', async () => {
    Cookies.remove('token');
    fetchMock.mockResolvedValue(json({ code: 0, data: null, msg: 'success' }));
    await http.post('/bo/logout');
    const init = fetchMock.mock.calls[0]![1];
    expect(init.headers[HEADER.token]).toBe('');
    expect(init.headers[HEADER.sessionToken]).toBe('');
    expect(init.body).toBe('{}');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('code 401 raises the session time-out once a token was sent', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 401, data: { error: 'unauthorized' }, msg: 'timed out' }, 401),
    );
    await expect(http.get('/mm/member/current/info')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a refused silent-login ticket is not a time-out', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 401, data: { error: 'ticketInvalid' }, msg: 'bad ticket' }, 401),
    );
    await expect(
      http.post('/bo/silentLogin', {}, { ignoreUnauthorized: true }),
    ).rejects.toMatchObject({
      code: 401,
      errorKey: 'ticketInvalid',
    });
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('code 500 toasts the server message, except for checkTempApply', async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 500, data: { error: 'server' }, msg: 'System Error!' }, 500),
    );
    await expect(http.get('/anything')).rejects.toMatchObject({ code: 500, msg: 'System Error!' });
    expect(handlers.onServerError).toHaveBeenCalledWith('System Error!');
    handlers.onServerError.mockClear();
    await expect(http.get('/omn/checkTempApply')).rejects.toBeInstanceOf(ApiError);
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it('other codes reject with code, data and msg for the form, without a toast', async () => {
    const data = {
      error: 'badCredentials',
      details: { captchaRequired: true },
      fields: [{ path: 'body.username', key: 'validation.required' }],
    };
    fetchMock.mockResolvedValue(
      json({ code: 422, data, msg: 'Incorrect login name or password' }, 422),
    );
    const error = (await http.post('/bo/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(422);
    expect(error.msg).toBe('Incorrect login name or password');
    expect(error.errorKey).toBe('badCredentials');
    expect(error.details).toEqual({ captchaRequired: true });
    expect(error.fields).toHaveLength(1);
    expect(handlers.onServerError).not.toHaveBeenCalled();
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a network failure shows System Error! and rejects with NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(handlers.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not an envelope counts as an HTTP failure', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(http.get('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(handlers.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('quiet calls reject without toasts', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/x', undefined, { quiet: true })).rejects.toBeInstanceOf(NetworkError);
    expect(handlers.onNetworkError).not.toHaveBeenCalled();
  });

  it('aborts after the 60 s time-out', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = request('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(handlers.onNetworkError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(NetworkError);
    expect(handlers.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('turns octet-stream answers into a download named by Content-Disposition', async () => {
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const created: HTMLAnchorElement[] = [];
    const original = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = original(tag);
      if (tag === 'a') created.push(element as HTMLAnchorElement);
      return element;
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    fetchMock.mockResolvedValue(
      new Response('a,b', {
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''%E4%BA%A4%E6%98%93.csv`,
        },
      }),
    );
    await expect(http.get('/bo/ewallet/transactions/export')).resolves.toBeUndefined();
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0]?.download).toBe('交易.csv');
    vi.restoreAllMocks();
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.csv"', 'report.csv'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ['attachment', 'download'],
    [null, 'download'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
