import type { AutoshipView } from '@portal/contract';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Money } from '../../shared/format/money-text';
import { AUTOSHIP_PAGE_PATHS } from '../../shared/order/autoship-paths';
import { Facts } from '../../shared/ui/facts';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RunDate, useScheduleText } from './autoship-text';

/** What the set-up hands the result page (router state): the autoship just made. */
export interface AutoshipResultState {
  autoship: AutoshipView;
}

function autoshipOf(state: unknown): AutoshipView | null {
  const autoship = (state as Partial<AutoshipResultState> | null)?.autoship;
  return autoship && typeof autoship.id === 'number' ? autoship : null;
}

/** The ways on: the autoship's manage page and the autoship mall (a link drawn as a button). */
function NextSteps({ primary }: { primary: 'history' | 'mall' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    { to: AUTOSHIP_PAGE_PATHS.history, label: t('autoship.toHistory') },
    { to: AUTOSHIP_PAGE_PATHS.mall, label: t('autoship.toMall') },
  ];
  if (primary === 'mall') links.reverse();
  return (
    <Flex wrap gap="small" justify="center">
      {links.map((link, i) => (
        <Button
          key={link.to}
          type={i === 0 ? 'primary' : 'default'}
          href={link.to}
          onClick={(event) => {
            event.preventDefault();
            void navigate(link.to);
          }}
        >
          {link.label}
        </Button>
      ))}
    </Flex>
  );
}

/**
 * SuccessfulAutoOrder (spec "Main mode"): what was just set up (schedule, next run, amount,
 * card), with links to History and the mall. Opened without a fresh set-up (a bookmark, a
 * reload in another tab), it says there is nothing to show and how to set one up.
 */
export function AutoshipResultPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const autoship = autoshipOf(useLocation().state);
  const scheduleText = useScheduleText();

  if (!autoship) {
    return (
      <PageFrame titleKey={titleKey}>
        <Result
          status="info"
          title={t('autoship.result.none')}
          subTitle={t('autoship.result.noneHint')}
          extra={<NextSteps primary="mall" />}
        />
      </PageFrame>
    );
  }
  const { amounts, card } = autoship;
  return (
    <PageFrame titleKey={titleKey}>
      <Result
        status="success"
        title={t('autoship.result.done')}
        subTitle={t('autoship.result.doneHint')}
        extra={<NextSteps primary="history" />}
      >
        <Facts
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'schedule',
              label: t('autoship.facts.schedule'),
              children: scheduleText(autoship.schedule),
            },
            {
              key: 'next',
              label: t('autoship.facts.nextRun'),
              children: <RunDate day={autoship.nextRunDate} />,
            },
            {
              key: 'amount',
              label: t('autoship.facts.amount'),
              children: (
                <Money
                  amount={amounts.total}
                  currency={amounts.currency}
                  minorUnit={amounts.minorUnit}
                />
              ),
            },
            {
              key: 'card',
              label: t('autoship.facts.card'),
              children: t('autoship.card', { brand: card.brand, last4: card.last4 }),
            },
          ]}
        />
      </Result>
    </PageFrame>
  );
}
