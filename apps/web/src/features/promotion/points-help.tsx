import { InfoCircleOutlined } from '@ant-design/icons';
import type { Prize } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** A short help line: plain words next to the thing they explain, for every reader. */
export function HelpLine({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="promotion-help" data-testid={testId}>
      <InfoCircleOutlined aria-hidden /> {text}
    </p>
  );
}

/** What an "n points" prize is, shown under a prize table that has one. */
export function PointsPrizeHelp({ prizes }: { prizes: Prize[] }) {
  const { t } = useTranslation();
  if (!prizes.some((p) => p.kind === 'points')) return null;
  return <HelpLine text={t('promotion.help.pointsPrize')} testId="points-prize-help" />;
}
