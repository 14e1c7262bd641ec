/** The dashboard keys: the figures of the first screen and the company's carousel. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  carousel: (companyCode: string) => [...dashboardKeys.all, 'carousel', companyCode] as const,
};
