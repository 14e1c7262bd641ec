import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's own credentials: it checks every request's SigV4 signature against them. */
const ACCESS = 'S3RVER';

export interface S3Server {
  /** a FILE_STORE_S3_URL of a fresh bucket on this server */
  url: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a spare port, keeping its objects in a temporary folder,
 * with one bucket; closed and removed by `close`.
 */
export async function startS3Server(bucket = 'portal-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://${ACCESS}:${ACCESS}@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
