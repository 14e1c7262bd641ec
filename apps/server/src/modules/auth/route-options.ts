/** OpenAPI tag of the session and account calls. */
export const AUTH_TAGS = ['auth'];

/** A call that needs no token. */
export const PUBLIC = { config: { public: true } } as const;

/** Public calls are documented without the token security scheme. */
export const PUBLIC_SCHEMA = { tags: AUTH_TAGS, security: [] };
