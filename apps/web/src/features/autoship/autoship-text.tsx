import type { AutoshipRunView, AutoshipView } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { LoadFailedResult, type LoadFailedProps } from '../../shared/ui/load-failed';

type Schedule = AutoshipView['schedule'];

/** A schedule in words: 'Every month on day 15' or 'Every 4 weeks'. */
export function useScheduleText() {
  const { t } = useTranslation();
  return (schedule: Schedule) =>
    schedule.kind === 'monthDay'
      ? t('autoship.schedule.monthDay', { day: schedule.day })
      : t('autoship.schedule.everyWeeks', { count: schedule.weeks });
}

/** A run date ('YYYY-MM-DD', a business day) in the member's locale; '—' when there is none. */
export function RunDate({ day }: { day: string | null }) {
  const f = useFormats();
  return day ? <time dateTime={day}>{f.date(day)}</time> : <>—</>;
}

const STATUS_COLOURS: Record<AutoshipView['status'], string> = {
  active: 'green',
  paused: 'gold',
  cancelled: 'default',
};

export function AutoshipStatusTag({ status }: { status: AutoshipView['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`autoship.status.${status}`)}</Tag>;
}

const RUN_COLOURS: Record<AutoshipRunView['status'], string> = {
  pending: 'blue',
  paid: 'green',
  retrying: 'gold',
  failed: 'red',
  skipped: 'default',
};

export function RunStatusTag({ status }: { status: AutoshipRunView['status'] }) {
  const { t } = useTranslation();
  return <Tag color={RUN_COLOURS[status]}>{t(`autoship.runStatus.${status}`)}</Tag>;
}

/** A failed load with the autoship pages' retry button. */
export function LoadFailed(props: LoadFailedProps) {
  return <LoadFailedResult {...props} retryKey="autoship.retry" />;
}
