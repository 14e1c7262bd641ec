import { expect } from 'vitest';

/** Texts an answer must never show: stack frames, SQL, database error wording. */
export const LEAKS = [
  /^\s+at .+[:(]\d+/m,
  /node:internal|node_modules|\.ts:\d+/,
  /\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b/,
  /syntax error|relation "|violates .* constraint|invalid byte sequence|unsupported Unicode escape/i,
];

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Leaks found in an answer's body (empty when clean). */
export function leaksIn(body: string): string[] {
  return LEAKS.filter((re) => re.test(body)).map(String);
}

/** An error answer in the envelope: code = HTTP status, a key, a request id, a message. */
export function expectErrorEnvelope(res: Answer, status?: number, key?: string) {
  if (status !== undefined) expect(res.statusCode).toBe(status);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = JSON.parse(res.body) as {
    code: number;
    data: { error: string; requestId: string };
    msg: string;
  };
  expect(body.code).toBe(res.statusCode);
  expect(typeof body.data.error).toBe('string');
  if (key) expect(body.data.error).toBe(key);
  expect(typeof body.data.requestId).toBe('string');
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(0);
  expect(leaksIn(res.body)).toEqual([]);
}
