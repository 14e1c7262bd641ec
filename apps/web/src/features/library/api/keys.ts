/** The library keys: keyed by language too, as the server answers the member's language. */
export const libraryKeys = {
  all: ['library'] as const,
  categories: (lang: string) => [...libraryKeys.all, 'categories', lang] as const,
  list: (lang: string, filter: object) => [...libraryKeys.all, 'list', lang, filter] as const,
  document: (id: number) => [...libraryKeys.all, 'document', id] as const,
  video: (id: number) => [...libraryKeys.all, 'video', id] as const,
};
