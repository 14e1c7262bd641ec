import type { AppDeps } from '../../../deps.js';
import { CardSandboxProvider } from './card-sandbox.provider.js';
import { RedirectSandboxProvider } from './redirect-sandbox.provider.js';
import { sandboxWebhookSecret } from './sandbox-secret.js';

/**
 * The providers of this installation, one per method. A real processor replaces a sandbox
 * here by implementing the same port (provider.ts).
 */
export interface Providers {
  card: CardSandboxProvider;
  thirdParty: RedirectSandboxProvider;
}

const cache = new WeakMap<object, Providers>();

export function providersOf(deps: AppDeps): Providers {
  let found = cache.get(deps);
  if (!found) {
    found = {
      card: new CardSandboxProvider(
        deps.db,
        () => sandboxWebhookSecret(deps),
        () => deps.now(),
      ),
      thirdParty: new RedirectSandboxProvider(deps),
    };
    cache.set(deps, found);
  }
  return found;
}
