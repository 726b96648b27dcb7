import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, with `:param` placeholders. */
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registers (HEAD twins of GET routes left out), so checks over all routes cannot miss a new one. */
    routeTable: RouteEntry[];
  }
}

/** Must run before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: route.url, schema: route.schema });
    }
  });
}
