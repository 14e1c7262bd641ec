/** The catalogue's queries, refreshed together after a change. */
export const CATALOGUE_KEY = ['console', 'catalogue'] as const;
