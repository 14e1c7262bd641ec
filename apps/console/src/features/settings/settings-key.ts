/** The query key of the company settings list, refreshed after a save. */
export const settingsKey = ['console', 'company-settings'] as const;
