/** Profile picture rules of spec "Validation rules", "Business constants and limits": JPG, PNG or BMP, at most 2 MB. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The stored avatar is re-encoded to this square size (header and vCard show it smaller). */
export const PICTURE_SIZE_PX = 256;
export const PICTURE_CONTENT_TYPE = 'image/webp';
export const PICTURE_CACHE_SECONDS = 365 * 24 * 60 * 60;

export type PictureKind = 'jpeg' | 'png' | 'bmp';

/**
 * The picture's kind from its first bytes, never from its name or declared type: a renamed
 * GIF or script must not pass as a JPG. Null for anything else.
 */
export function detectPictureKind(bytes: Uint8Array): PictureKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  // 'BM' and a header long enough to hold the DIB header size
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  return null;
}

/** Base64 grows 4 bytes per 3; the call's body limit leaves room for a picture just too big. */
export const PICTURE_BODY_LIMIT_BYTES = Math.ceil((PICTURE_MAX_BYTES * 2 * 4) / 3) + 1024;
