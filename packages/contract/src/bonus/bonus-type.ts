// A module of its own, free of zod: the member pages and the console import it without the
// bonus report's schemas, and the web's first screens keep their chunks as they were.

/** A bonus type as lines name it ('world plan bonus') → its name in keys ('worldPlanBonus'). */
export function bonusTypeName(type: string): string {
  return type.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());
}

/**
 * A bonus type as lines name it ('world plan bonus') → its label key (bonus.type.worldPlanBonus),
 * for the member's pages and the console alike.
 */
export function bonusTypeKey(type: string): string {
  return `bonus.type.${bonusTypeName(type)}`;
}
