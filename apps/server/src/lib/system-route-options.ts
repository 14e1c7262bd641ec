/** Route config of the calls that need no session (spec 6: settings, languages, areas). */
export const PUBLIC = { public: true } as const;
export const TAGS = { tags: ['system'] } as const;
