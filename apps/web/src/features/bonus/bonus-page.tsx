import { ComingSoonPage } from '../../shared/ui/coming-soon';
import type { PageProps } from '../../shared/ui/page-props';
import { BonusReportPage } from './bonus-report-page';
import { EstimatedBonusPage } from './estimated-bonus-page';
import { VacationPointPage } from './vacation-point-page';

/**
 * The memberBenefit pages: BonusReport (and BonusReport/bnIndex) is the bonus report,
 * EstimatedBonus (and bnEstimatedBonus/bnIndex) the estimate, VacationPoint the points;
 * member tools are still to come.
 */
export default function BonusPage(props: PageProps) {
  if (props.titleKey.endsWith('BonusReport')) return <BonusReportPage {...props} />;
  if (props.titleKey.endsWith('EstimatedBonus')) return <EstimatedBonusPage {...props} />;
  if (props.titleKey.endsWith('VacationPoint')) return <VacationPointPage {...props} />;
  return <ComingSoonPage {...props} />;
}
