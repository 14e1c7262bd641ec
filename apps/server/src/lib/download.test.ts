import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contentDisposition, sendDownload } from './download.js';

describe('downloads', () => {
  it('names the file in ASCII and exactly in UTF-8', () => {
    expect(contentDisposition('history.csv')).toBe(
      `attachment; filename="history.csv"; filename*=UTF-8''history.csv`,
    );
    expect(contentDisposition('交易 "记录".csv')).toBe(
      `attachment; filename="__ ____.csv"; filename*=UTF-8''${encodeURIComponent('交易 "记录".csv')}`,
    );
  });

  it('answers octet-stream with the file name over HTTP', async () => {
    const app = Fastify();
    app.get('/f', (_req, reply) => sendDownload(reply, 'report.csv', 'a,b\n1,2\n'));
    const res = await app.inject('/f');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toContain('filename="report.csv"');
    expect(res.body).toBe('a,b\n1,2\n');
    await app.close();
  });
});
