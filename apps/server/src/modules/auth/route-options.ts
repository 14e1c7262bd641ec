/** OpenAPI tag of the session and account calls. */
export const AUTH_TAGS = ['auth'];

/** A call that needs no token. */
export const PUBLIC = { config: { public: true } } as const;

/** Schema options of the public calls (the OpenAPI document marks them from the route config). */
export const PUBLIC_SCHEMA = { tags: AUTH_TAGS };
