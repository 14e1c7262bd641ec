/** A province or state: its ISO 3166-2 style code, its name, and a few main cities. */
export type ProvinceSeed = readonly [code: string, name: string, cities: readonly string[]];
