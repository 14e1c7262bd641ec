import { defineCall, type CallShape } from '../common/define-call.js';
import type { ConsolePermission } from './console-permissions.js';

/**
 * A console call: `access` is `operator` (or `public` for the sign-in steps), and `permission`
 * names what the operator must hold; `signedIn` is any operator (their own session), `none` the
 * sign-in steps. Each area's calls file declares its calls with `consoleCall`.
 */
export type ConsoleCallShape = CallShape & {
  access: 'operator' | 'public';
  permission: ConsolePermission | 'signedIn' | 'none';
};

/** Declares one console call; the identity function keeps the literal types for inference. */
export const consoleCall = <const C extends ConsoleCallShape>(call: C): C => defineCall(call);
