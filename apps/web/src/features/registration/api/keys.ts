/** The registration keys: the sponsor's link, the funnel, the preference and the holding tank. */
export const registrationKeys = {
  all: ['registration'] as const,
  link: (sponsor: string) => [...registrationKeys.all, 'link', sponsor] as const,
  funnel: () => [...registrationKeys.all, 'funnel'] as const,
  placementPreference: () => [...registrationKeys.all, 'placementPreference'] as const,
  holdingTank: () => [...registrationKeys.all, 'holdingTank'] as const,
};
