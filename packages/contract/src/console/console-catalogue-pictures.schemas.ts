import { z } from 'zod';
import { PRODUCT_PICTURE_LIMITS } from '../catalog/catalog-rules.js';
import { BASE64_PATTERN, base64MaxChars } from '../common/stored-image.js';
import { integerIdParam } from '../common/validation.js';

/**
 * Base64 characters a picture may take. A few bytes over the limit still pass here and are
 * refused by the server with `cataloguePictureTooLarge`, which says what the limit is.
 */
const PICTURE_BASE64_MAX = base64MaxChars(PRODUCT_PICTURE_LIMITS.maxBytes);
/** Bytes an upload request may carry: the picture in base64 and its field name. */
export const PRODUCT_PICTURE_BODY_LIMIT_BYTES = PICTURE_BASE64_MAX + 1_024;

export const consolePictureIdParamsSchema = z.object({
  id: integerIdParam.describe('product picture id'),
});

/** One picture of a product: the first of the list is the main one the shop shows. */
export const consolePictureSchema = z.object({
  id: z.number().int(),
  /** where the shop and the console load it from */
  url: z.string(),
});

/** A product's pictures in their order, as every picture change answers them. */
export const consolePicturesSchema = z.object({
  productId: z.number().int(),
  pictures: z.array(consolePictureSchema),
});

/** A new picture (PNG, JPEG, WebP or GIF, read from its bytes), added last. */
export const consolePictureUploadBodySchema = z.object({
  image: z
    .string()
    .min(1, { error: 'validation.required' })
    .max(PICTURE_BASE64_MAX, { error: 'validation.tooLong' })
    .regex(BASE64_PATTERN, { error: 'validation.format' }),
});

/** Every picture of the product, each once, in the order wanted (the first is the main one). */
export const consolePictureOrderBodySchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, { error: 'validation.required' })
    // a bound on the request; the rule is that the list is exactly the product's pictures
    .max(100, { error: 'validation.tooLong' }),
});

export type ConsolePicture = z.infer<typeof consolePictureSchema>;
export type ConsolePictures = z.infer<typeof consolePicturesSchema>;
