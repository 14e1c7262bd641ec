import type { Db } from '../db/client.js';
import {
  fileStoreOf,
  sweepUnnamedFiles,
  type FileStoreConfig,
  type NamedOf,
} from '../lib/file-store/index.js';
import { productPictureUrl, productPicturesShown } from '../modules/catalog/index.js';
import { newsImagesShown } from '../modules/news/index.js';
import { orderPicturesShown } from '../modules/order/index.js';

/** A stored picture is swept only when it has been unnamed for a day, seen so twice. */
export const PICTURE_SWEEP_GRACE_MS = 24 * 3600 * 1000;

const nameOf = (key: string) => key.slice(key.indexOf('/') + 1);

/**
 * A product picture is named while a product shows it or an order line shows it: an order
 * keeps the picture it was sold with after an operator removes it from the product. Orders are
 * asked only about the pictures no product shows, the few removed ones.
 */
const productPicturesNamed =
  (db: Db): NamedOf =>
  async (keys) => {
    const shown = await productPicturesShown(db, keys.map(nameOf));
    const removed = keys.filter((key) => !shown.has(nameOf(key)));
    const ordered = await orderPicturesShown(
      db,
      removed.map((key) => productPictureUrl(nameOf(key))),
    );
    return new Set(
      keys.filter((key) => shown.has(nameOf(key)) || ordered.has(productPictureUrl(nameOf(key)))),
    );
  };

/** A news picture is named while a news item, withdrawn or not, has it as its cover. */
const newsPicturesNamed =
  (db: Db): NamedOf =>
  async (keys) => {
    const shown = await newsImagesShown(db, keys.map(nameOf));
    return new Set(keys.filter((key) => shown.has(nameOf(key))));
  };

/**
 * Deletes the uploaded pictures (`products/`, `news/`) no product, order or news item names
 * any more: a picture an operator removed that no order shows, a news cover replaced, an upload
 * whose row was never written. Library files are the library's rows' own and are not swept.
 */
export async function sweepUnnamedPictures(deps: {
  db: Db;
  config: FileStoreConfig;
  now: () => Date;
}) {
  const store = fileStoreOf(deps);
  const options = { now: deps.now(), graceMs: PICTURE_SWEEP_GRACE_MS };
  return {
    products: await sweepUnnamedFiles(
      deps.db,
      store,
      'products',
      productPicturesNamed(deps.db),
      options,
    ),
    news: await sweepUnnamedFiles(deps.db, store, 'news', newsPicturesNamed(deps.db), options),
  };
}
