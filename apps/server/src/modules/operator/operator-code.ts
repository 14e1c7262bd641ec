import type { AppDeps } from '../../deps.js';
import { claimTotpStep, useRecoveryCode } from './operator.repository.js';
import { recoveryCodeHash } from './operator-secrets.js';
import { acceptedStep } from './operator-totp.js';

/**
 * Whether `code` is the authenticator's code now (each code good once: its time step must be
 * later than the last one taken) or, when `recoveryAllowed`, an unused recovery code (then used).
 */
export async function checkCode(
  deps: Pick<AppDeps, 'db' | 'now'>,
  operatorId: number,
  secret: string,
  code: string,
  recoveryAllowed: boolean,
): Promise<boolean> {
  const trimmed = code.trim();
  const step = acceptedStep(secret, trimmed, deps.now());
  if (step !== null) return claimTotpStep(deps.db, operatorId, step);
  if (!recoveryAllowed || /^\d+$/.test(trimmed)) return false;
  return useRecoveryCode(deps.db, operatorId, recoveryCodeHash(trimmed), deps.now());
}
