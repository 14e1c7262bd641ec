import type { WithdrawalEvent } from '@portal/contract';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../../lib/format/business-time';
import { statusColour, statusLabelKey } from './withdraw-values';

/** Every step of a withdrawal: what it became, who moved it, when and why. */
export function WithdrawalTimeline({ events }: { events: WithdrawalEvent[] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      className="withdrawal-timeline"
      items={events.map((event, index) => ({
        key: `${event.at}-${index}`,
        color: statusColour(event.status) === 'default' ? 'gray' : statusColour(event.status),
        content: (
          <>
            <span className="withdrawal-step">
              {t(statusLabelKey(event.status))} · {t(`wallet.withdrawal.actor.${event.actor}`)}
            </span>
            <time className="withdrawal-time" dateTime={event.at}>
              {formatBusinessTime(event.at)}
            </time>
            {event.reason && (
              <span className="withdrawal-reason">
                {t('wallet.withdraw.reason', { reason: event.reason })}
              </span>
            )}
          </>
        ),
      }))}
    />
  );
}
