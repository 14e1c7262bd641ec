import {
  detectPictureKind,
  PICTURE_MAX_BYTES,
  PICTURE_SIZE_PX,
  type PictureKind,
} from '@portal/contract';
import { decode as decodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** Refuse decompression bombs: a 2 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

/** The base64 body (a data URL prefix allowed) as bytes; bad base64 is not a picture. */
export function pictureBytes(image: string): Buffer {
  const base64 = image.replace(/^data:[^;,]{0,100};base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AppError('pictureUnreadable');
  return Buffer.from(base64, 'base64');
}

/** libvips reads no BMP, so a BMP is decoded in JS and handed over as raw RGBA pixels. */
function bmpInput(bytes: Buffer): sharp.Sharp {
  const width = Math.abs(bytes.readInt32LE(18));
  const height = Math.abs(bytes.readInt32LE(22));
  if (width === 0 || height === 0 || width * height > MAX_INPUT_PIXELS) {
    throw new AppError('pictureUnreadable');
  }
  const bmp = decodeBmp(bytes, { toRGBA: true });
  return sharp(bmp.data, { raw: { width: bmp.width, height: bmp.height, channels: 4 } });
}

function inputOf(kind: PictureKind, bytes: Buffer): sharp.Sharp {
  if (kind === 'bmp') return bmpInput(bytes);
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * Checks a picture by its content (kind, size) and re-encodes it: a square WebP, orientation
 * applied and metadata (GPS, camera) dropped, so what we serve is pixels we produced.
 */
export async function processPicture(bytes: Buffer): Promise<Buffer> {
  const kind = detectPictureKind(bytes);
  if (!kind) throw new AppError('pictureTypeUnsupported');
  if (bytes.length > PICTURE_MAX_BYTES) throw new AppError('pictureTooLarge');
  try {
    return await inputOf(kind, bytes)
      .rotate()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('pictureUnreadable');
  }
}
