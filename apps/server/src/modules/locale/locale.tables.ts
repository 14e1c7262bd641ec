/** Columns the system module adds to core tables (migration 0005-system). */
declare module '../../db/schema.js' {
  interface MemberTable {
    /** a shipped locale (en, id, ms, zh-CN), or null for the Accept-Language of the moment */
    preferred_locale: string | null;
  }
}

export {};
