import { describe, expect, it } from 'vitest';
import { detectPictureKind } from './profile-rules.js';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(32).fill(0)]);

describe('detectPictureKind', () => {
  it('knows JPG, PNG and BMP by their first bytes', () => {
    expect(detectPictureKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectPictureKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectPictureKind(bytes(0x42, 0x4d))).toBe('bmp');
  });

  it('refuses GIF, WebP, SVG text and files too short to tell', () => {
    expect(detectPictureKind(new TextEncoder().encode('GIF89a.....'))).toBeNull();
    expect(detectPictureKind(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBeNull();
    expect(
      detectPictureKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull();
    expect(detectPictureKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectPictureKind(new Uint8Array([0x42, 0x4d, 0, 0]))).toBeNull();
  });
});
