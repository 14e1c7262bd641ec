import {
  API_BASE_PATH,
  CATALOG_PATHS,
  PRODUCT_PICTURE_LIMITS,
  type ConsolePictures,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { fileStoreOf, type FileStore } from '../../lib/file-store/index.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { discardImage, ImageRefused, readImage, storeImage } from '../../lib/stored-images.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { consoleProduct } from './catalog-console.repository.js';
import { visible } from './catalog-console.view.js';
import {
  deletePicture,
  insertPicture,
  pictureProductId,
  productPictures,
  productPictureUrlsIn,
  setPictureOrder,
} from './catalog-pictures.repository.js';

const PERMISSION = 'catalogue:edit';
const FOLDER = 'products';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;
type Picture = { id: number; url: string };

/** Where the shop and the console load an uploaded picture from (the seed's are the web's files). */
export function productPictureUrl(name: string): string {
  return `${API_BASE_PATH}${CATALOG_PATHS.image.replace(':name', name)}`;
}

/** Of pictures stored under `products/` by these names, those a product still shows. */
export async function productPicturesShown(db: Db, names: string[]): Promise<Set<string>> {
  const nameOf = new Map(names.map((name) => [productPictureUrl(name), name]));
  const shown = await productPictureUrlsIn(db, [...nameOf.keys()]);
  return new Set(shown.map((url) => nameOf.get(url)!));
}

/** An uploaded product picture from the file store, or notFound. */
export async function productPicture(deps: Pick<AppDeps, 'db' | 'config'>, name: string) {
  const image = await readImage(fileStoreOf(deps), FOLDER, name);
  if (!image) throw new AppError('notFound');
  return image;
}

/** The picture change's audit entry: the list of pictures before and after, in their order. */
async function audited(
  trx: Trx,
  deps: DbClockDeps,
  operator: OperatorContext,
  change: { action: string; product: { id: number; code: string; company_code: string } },
  before: Picture[],
  after: Picture[],
): Promise<ConsolePictures> {
  await recordAudit(
    trx,
    consoleAudit(operator, {
      permission: PERMISSION,
      action: change.action,
      companyCode: change.product.company_code,
      target: `product:${change.product.code}`,
      outcome: 'ok',
      before: { pictures: before.map((p) => p.url) },
      after: { pictures: after.map((p) => p.url) },
      at: deps.now(),
    }),
  );
  return { productId: change.product.id, pictures: after };
}

/** The picture stored under `products/`, or the coded refusal of its bytes. */
async function stored(files: FileStore, base64: string): Promise<string> {
  try {
    return await storeImage(
      files,
      FOLDER,
      Buffer.from(base64, 'base64'),
      PRODUCT_PICTURE_LIMITS.maxBytes,
    );
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    throw new AppError(
      error.reason === 'tooLarge' ? 'cataloguePictureTooLarge' : 'cataloguePictureInvalid',
    );
  }
}

/** Adds a picture after the product's others (the first picture of a product is its main one). */
export async function uploadProductPicture(
  deps: Deps,
  operator: OperatorContext,
  productId: number,
  base64: string,
): Promise<ConsolePictures> {
  requirePermission(operator, PERMISSION);
  // read first, so another company's product or a full one stores no file
  visible(operator, await consoleProduct(deps.db, productId));
  const count = (await productPictures(deps.db, productId)).length;
  if (count >= PRODUCT_PICTURE_LIMITS.maxCount) throw new AppError('cataloguePictureLimit');
  const files = fileStoreOf(deps);
  const name = await stored(files, base64);
  try {
    return await inTransaction(deps.db, async (trx) => {
      const product = visible(operator, await consoleProduct(trx, productId, true));
      const before = await productPictures(trx, productId);
      if (before.length >= PRODUCT_PICTURE_LIMITS.maxCount) {
        throw new AppError('cataloguePictureLimit');
      }
      await insertPicture(trx, productId, productPictureUrl(name));
      const after = await productPictures(trx, productId);
      const change = { action: 'catalogue:picture-add', product };
      return audited(trx, deps, operator, change, before, after);
    });
  } catch (error) {
    // no row names the file: it would only take room
    await discardImage(files, FOLDER, name);
    throw error;
  }
}

/**
 * Removes a picture from its product; the others keep their order. The file stays: orders
 * placed keep the picture they were shown with (`order_line.image_url`).
 */
export async function removeProductPicture(
  deps: DbClockDeps,
  operator: OperatorContext,
  pictureId: number,
): Promise<ConsolePictures> {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const row = await pictureProductId(trx, pictureId);
    if (!row) throw new AppError('notFound');
    const product = visible(operator, await consoleProduct(trx, row.product_id, true));
    const before = await productPictures(trx, product.id);
    if (!before.some((p) => p.id === pictureId)) throw new AppError('notFound');
    await deletePicture(trx, pictureId);
    const rest = before.filter((p) => p.id !== pictureId);
    await setPictureOrder(
      trx,
      product.id,
      rest.map((p) => p.id),
    );
    const change = { action: 'catalogue:picture-remove', product };
    return audited(trx, deps, operator, change, before, rest);
  });
}

/** Puts the product's pictures in the order given: exactly its pictures, each once. */
export async function orderProductPictures(
  deps: DbClockDeps,
  operator: OperatorContext,
  productId: number,
  ids: number[],
): Promise<ConsolePictures> {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const product = visible(operator, await consoleProduct(trx, productId, true));
    const before = await productPictures(trx, productId);
    const known = new Set(before.map((p) => p.id));
    const same =
      ids.length === before.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => known.has(id));
    // a list made before a picture was added or removed would drop or invent one
    if (!same) throw new AppError('cataloguePictureOrder');
    await setPictureOrder(trx, productId, ids);
    const after = ids.map((id) => before.find((p) => p.id === id)!);
    const change = { action: 'catalogue:picture-order', product };
    return audited(trx, deps, operator, change, before, after);
  });
}
