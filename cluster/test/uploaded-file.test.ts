import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, consoleApi, everyAddress, runCluster, signInOperator } from './support.js';

const cluster = runCluster();
/** a 1×1 PNG */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function someProductId(): Promise<number> {
  const db = new pg.Client({ connectionString: cluster.directDatabaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>('select id from product order by id limit 1');
    return rows[0]!.id;
  } finally {
    await db.end();
  }
}

describe('an uploaded file across servers', () => {
  it('a product picture uploaded on one server is served by every server', async () => {
    const consoleToken = await signInOperator(cluster.servers[0]!.url, 'admin');
    const productId = await someProductId();
    const upload = await call<{ code: number; data: { pictures: Array<{ url: string }> } }>(
      consoleApi(cluster.servers[0]!.url, `/catalogue/products/${productId}/pictures`),
      { body: { image: PNG }, consoleToken },
    );
    expect(upload.body.code).toBe(0);
    const picture = upload.body.data.pictures.at(-1)!.url;
    // every address, HAProxy's three tries included (round robin), answers the picture
    const addresses = [...everyAddress(cluster), { name: 'haproxy', url: cluster.url }];
    const served: Record<string, string> = {};
    for (const [i, { name, url }] of addresses.entries()) {
      const response = await fetch(`${url}${picture}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      served[`${i} ${name}`] = `${response.status} ${bytes.subarray(1, 4).toString()}`;
    }
    expect(served).toEqual(Object.fromEntries(Object.keys(served).map((key) => [key, '200 PNG'])));
  });
});
