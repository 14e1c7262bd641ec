/** The rank report card: the bonus report shows it, the dashboard mounts it. */
export { RankCard } from './rank-card';
export { requirementProgress, useRequirementText } from './requirement-text';
