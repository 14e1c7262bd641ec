import type { SpinHashes } from '@portal/contract';

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The contract's verification with the browser's WebCrypto (the same SHA-256 and HMAC the
 * server computes with node:crypto): the member checks a spin without trusting the server.
 * WebCrypto needs a secure context (https, or localhost); elsewhere there is none.
 */
export function webSpinHashes(): SpinHashes | null {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  return {
    sha256Hex: async (text) => hex(await subtle.digest('SHA-256', utf8(text))),
    hmacSha256Hex: async (key, message) => {
      const k = await subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ]);
      return hex(await subtle.sign('HMAC', k, utf8(message)));
    },
  };
}
