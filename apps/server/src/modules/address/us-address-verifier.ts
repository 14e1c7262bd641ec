import {
  ZIP_PATTERNS,
  type VerifyUsAddressQuery,
  type VerifyUsAddressResult,
} from '@portal/contract';
import type { UsAddressVerifier } from '../../lib/ports/index.js';
import { US_ZIP_PREFIXES, zipBelongsToState } from './us-zip-prefixes.js';

// the port lives in lib/ports (AppDeps is made of it); its name stays reachable here
export type { UsAddressVerifier };

type Problem = VerifyUsAddressResult['problems'][number];

/** The checks of the offline verifier, pure: state code, ZIP format, ZIP-to-state. */
export function offlineUsProblems(address: VerifyUsAddressQuery): Problem[] {
  const state = address.state.toUpperCase();
  const zip = address.zip.trim();
  const problems: Problem[] = [];
  const knownState = Object.hasOwn(US_ZIP_PREFIXES, state);
  if (!knownState) problems.push({ field: 'state', key: 'validation.address.unknownState' });
  if (!ZIP_PATTERNS.US!.test(zip)) {
    problems.push({ field: 'zip', key: 'validation.address.zipFormat' });
  } else if (knownState && !zipBelongsToState(zip, state)) {
    problems.push({ field: 'zip', key: 'validation.address.zipStateMismatch' });
  }
  return problems;
}

export const offlineUsAddressVerifier: UsAddressVerifier = {
  name: 'offline',
  verify(address) {
    const problems = offlineUsProblems(address);
    const standardized =
      problems.length > 0
        ? null
        : {
            address1: address.address1.trim().toUpperCase(),
            address2: (address.address2 ?? '').trim().toUpperCase(),
            city: address.city.trim().toUpperCase(),
            state: address.state.toUpperCase(),
            zip: address.zip.trim(),
          };
    return Promise.resolve({
      valid: problems.length === 0,
      verifier: this.name,
      problems,
      standardized,
    });
  },
};
