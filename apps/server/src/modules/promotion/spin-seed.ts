import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SpinHashes } from '@portal/contract';

/** A fresh secret seed (256 random bits as hex) and its SHA-256 commitment. */
export function newSeed(): { serverSeed: string; commitment: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, commitment: sha256Hex(serverSeed) };
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const hmacSha256Hex = (key: string, message: string) =>
  createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex');

/** The contract's verification run with node:crypto (the tests check a spin with it). */
export const nodeSpinHashes: SpinHashes = {
  sha256Hex: async (text) => sha256Hex(text),
  hmacSha256Hex: async (key, message) => hmacSha256Hex(key, message),
};
