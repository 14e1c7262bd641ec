import { vi } from 'vitest';

export interface Stubbed {
  status?: number;
  code?: number;
  data?: unknown;
  msg?: string;
}

/** A `fetch` answering each path (after /console-api) with an envelope; the calls are kept. */
export function stubFetch(answers: Record<string, Stubbed | ((body: unknown) => Stubbed)>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace('/console-api', '');
    const entry = answers[path];
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer) return new Response('not stubbed', { status: 404 });
    const code = answer.code ?? 0;
    return new Response(
      JSON.stringify({ code, data: answer.data ?? null, msg: answer.msg ?? 'success' }),
      {
        status: answer.status ?? (code === 0 ? 200 : code),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
