/**
 * A picture stored by the server (a news cover, a product picture): 128 random bits in hex and
 * its kind, so a name is never guessed and nothing in it could escape its folder.
 */
export const STORED_IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

/** A file sent inside a JSON body: base64 without line breaks. */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]+=*$/;

/** The longest base64 text a file of `bytes` bytes can be (padding included). */
export function base64MaxChars(bytes: number): number {
  return Math.ceil((bytes * 4) / 3) + 4;
}
