import type { DbClockDeps } from '../../lib/service-deps.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { insertAuthLink, retireOpenLinks, type LinkPurpose } from './auth-link.repository.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * A new emailed link: a 256-bit token of which only the hash is stored. Older open links of
 * the same purpose stop working, so only the latest mail counts.
 */
export async function createAuthLink(
  deps: DbClockDeps,
  link: { memberId: number; purpose: LinkPurpose; email: string; ttlMs: number },
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await retireOpenLinks(trx, link.memberId, link.purpose, now);
    await insertAuthLink(trx, {
      tokenHash: hashToken(token),
      memberId: link.memberId,
      purpose: link.purpose,
      email: link.email,
      now,
      expiresAt: new Date(now.getTime() + link.ttlMs),
    });
  });
  return token;
}
