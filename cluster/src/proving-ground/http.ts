import http from 'node:http';
import { API_BASE_PATH, HEADER } from '@portal/contract';

export interface Answer {
  /** HTTP status; 0 when the connection dropped or no answer came in time */
  status: number;
  /** the answer's body exactly as it came, for the byte-identical replay check */
  bytes: Buffer;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  idempotencyKey?: string;
  body?: unknown;
}

const TIMEOUT_MS = 20_000;

/**
 * node:http over keep-alive sockets (Node's fetch costs several times its CPU, and the load
 * shares two cores with the cluster it measures). A dropped connection is an answer too
 * (status 0): the caller retries it as the web app would.
 */
export function httpClient(baseUrl: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = (call: Call): Promise<Answer> => {
    const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    const headers: Record<string, string | number> = { 'accept-language': 'en' };
    if (call.token) headers[HEADER.token] = call.token;
    if (call.idempotencyKey) headers[HEADER.idempotencyKey] = call.idempotencyKey;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    return new Promise((resolve) => {
      const done = (answer: Answer) => resolve(answer);
      const req = http.request(
        `${baseUrl}${API_BASE_PATH}${call.path}`,
        { method: call.method, agent, headers, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
          res.on('error', () => done({ status: 0, bytes: Buffer.alloc(0) }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done({ status: 0, bytes: Buffer.alloc(0) }));
      req.end(payload);
    });
  };
  return { send, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** The envelope's fields the load reads. */
export function envelopeOf(answer: Answer): { code: number; data: Record<string, unknown> } {
  try {
    const parsed = JSON.parse(answer.bytes.toString('utf8')) as {
      code: number;
      data: Record<string, unknown> | null;
    };
    return { code: parsed.code, data: parsed.data ?? {} };
  } catch {
    return { code: answer.status, data: {} };
  }
}
