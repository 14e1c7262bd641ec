import type { HTTPMethods } from 'fastify';
import type { ZodApp } from '../types.js';

/** One registered route, as the declared-call test compares it with the contract's API_CALLS. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** true when the route was registered from a declaration (`route()`) */
  declared: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route of the app, in registration order (without the HEAD twins Fastify adds to GETs) */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route registered after it; call it before any route (app.ts). */
export function registerRouteList(app: ZodApp): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    const methods: HTTPMethods[] = [options.method].flat();
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, declared: options.config?.call !== undefined });
    }
  });
}
