/** A bonus type as lines name it ('world plan bonus') → its name in keys ('worldPlanBonus'). */
export function bonusTypeName(type: string): string {
  return type.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());
}

/** A bonus type as lines name it ('world plan bonus') → its label key (bonus.type.worldPlanBonus). */
export function bonusTypeKey(type: string): string {
  return `bonus.type.${bonusTypeName(type)}`;
}
