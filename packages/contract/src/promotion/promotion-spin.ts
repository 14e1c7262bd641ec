/**
 * Alphaspin's provably fair draw (docs/promotions.md), one pure mapping both the server (with
 * node:crypto) and the web page (with WebCrypto) run:
 *
 * 1. Before a spin the server shows `commitment = SHA-256(serverSeed)`, as lowercase hex of the
 *    UTF-8 text of the seed (the seed itself is 64 lowercase hex characters).
 * 2. The spin's digest is `HMAC-SHA256(key = UTF-8 of serverSeed, message = "clientSeed:nonce")`
 *    as lowercase hex; nonce is the member's spin number in the promotion (1, 2, …).
 * 3. Its first 13 hex digits (52 bits) as an integer, modulo the sum of the slots' weights,
 *    is the draw; the prize is the first slot whose running sum of weights exceeds the draw.
 * 4. After the spin the seed is revealed and a new one committed.
 */
export const SPIN_DIGITS = 13;
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const spinMessage = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}`;

/** The slot a digest draws (step 3); throws on a malformed digest or no positive weight. */
export function slotIndexOf(digestHex: string, weights: readonly number[]): number {
  if (!/^[0-9a-f]{64}$/.test(digestHex)) throw new Error('digest must be 64 lowercase hex digits');
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0) || weights.some((w) => !Number.isInteger(w) || w < 0)) {
    throw new Error('weights must be non-negative integers with a positive sum');
  }
  const draw = parseInt(digestHex.slice(0, SPIN_DIGITS), 16) % total;
  let running = 0;
  for (let i = 0; i < weights.length; i++) {
    running += weights[i]!;
    if (draw < running) return i;
  }
  return weights.length - 1; // unreachable: draw < total
}

/** The two hash functions, from node:crypto on the server and WebCrypto in the browser. */
export interface SpinHashes {
  sha256Hex(text: string): Promise<string>;
  hmacSha256Hex(key: string, message: string): Promise<string>;
}

export interface RevealedSpin {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
  slotIndex: number;
}

/** True when the revealed seed matches the commitment and draws the slot that was awarded. */
export async function verifySpin(
  spin: RevealedSpin,
  weights: readonly number[],
  hashes: SpinHashes,
): Promise<boolean> {
  if ((await hashes.sha256Hex(spin.serverSeed)) !== spin.commitment) return false;
  const digest = await hashes.hmacSha256Hex(
    spin.serverSeed,
    spinMessage(spin.clientSeed, spin.nonce),
  );
  return slotIndexOf(digest, weights) === spin.slotIndex;
}
