import {
  AUTOSHIP_MONTH_DAYS,
  AUTOSHIP_WEEK_STEPS,
  type AutoshipScheduleInput,
  type AutoshipWeekStep,
} from '@portal/contract';
import { Flex, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The schedule as a form holds it: a kind, then the day or the step that kind needs. */
export interface ScheduleValues {
  scheduleKind?: AutoshipScheduleInput['kind'];
  day?: number | null;
  weeks?: AutoshipWeekStep;
}

const { min, max } = AUTOSHIP_MONTH_DAYS;

/** The schedule of the form's values, or null while it is not complete (nothing to price yet). */
export function scheduleOf(values: ScheduleValues): AutoshipScheduleInput | null {
  if (values.scheduleKind === 'monthDay') {
    const day = values.day;
    return typeof day === 'number' && Number.isInteger(day) && day >= min && day <= max
      ? { kind: 'monthDay', day }
      : null;
  }
  if (values.scheduleKind === 'everyWeeks' && values.weeks) {
    return { kind: 'everyWeeks', weeks: values.weeks };
  }
  return null;
}

/** The form's values of a schedule the autoship has (the change-schedule dialog starts there). */
export function scheduleValuesOf(schedule: {
  kind: 'monthDay' | 'everyWeeks';
  day?: number;
  weeks?: number;
}): ScheduleValues {
  return schedule.kind === 'monthDay'
    ? { scheduleKind: 'monthDay', day: schedule.day ?? null }
    : { scheduleKind: 'everyWeeks', weeks: schedule.weeks as AutoshipWeekStep };
}

/**
 * The two schedules AutoCardConfirm offers: a day of the month from 1 to 28 (so every month has
 * it), or every 2, 4 or 8 weeks. `kind` is the form's watched scheduleKind.
 */
export function ScheduleFields({ kind }: { kind: ScheduleValues['scheduleKind'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="scheduleKind"
        label={t('autoship.form.schedule')}
        rules={[{ required: true, message: t('validation.autoship.schedule') }]}
      >
        <Radio.Group>
          <Flex vertical gap="small">
            <Radio value="monthDay">{t('autoship.form.monthly')}</Radio>
            <Radio value="everyWeeks">{t('autoship.form.weekly')}</Radio>
          </Flex>
        </Radio.Group>
      </Form.Item>
      {kind === 'monthDay' && (
        <Form.Item
          name="day"
          label={t('autoship.form.day')}
          extra={t('autoship.form.dayHint', { min, max })}
          rules={[
            { required: true, message: t('validation.autoship.monthDay') },
            { type: 'integer', min, max, message: t('validation.autoship.monthDay') },
          ]}
        >
          <InputNumber min={min} max={max} precision={0} inputMode="numeric" />
        </Form.Item>
      )}
      {kind === 'everyWeeks' && (
        <Form.Item
          name="weeks"
          label={t('autoship.form.weeks')}
          rules={[{ required: true, message: t('validation.autoship.weeks') }]}
        >
          <Radio.Group>
            {AUTOSHIP_WEEK_STEPS.map((weeks) => (
              <Radio key={weeks} value={weeks}>
                {t('autoship.schedule.everyWeeks', { count: weeks })}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
    </>
  );
}
