import { PLACEMENT_CHOICES, type PlacementChoice } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { registrationKeys } from './api/keys';
import { setPlacementPreference, usePlacementPreference } from './api/placement-preference';

const KEY = registrationKeys.placementPreference();

/**
 * The sponsor's standing placement preference: what the holding tank's expiry job uses when a
 * held member was not placed in time ("place later" then means the first free slot).
 */
export function PlacementPreference() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const labelId = useUniqueId('placement-preference');
  const preference = usePlacementPreference();
  const save = useMutation({
    mutationFn: (choice: PlacementChoice) => setPlacementPreference(choice),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      void message.success(t('registration.preference.saved'));
    },
  });
  return (
    <section className="placement-preference" aria-labelledby={labelId}>
      <Typography.Title level={2} id={labelId}>
        {t('registration.preference.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('registration.preference.hint')}
      </Typography.Paragraph>
      {preference.isPending ? (
        <Skeleton.Input active aria-label={t('web.loading')} />
      ) : preference.isError ? (
        <Alert
          type="warning"
          showIcon
          message={messageOf(preference.error, t)}
          action={
            <Button size="small" onClick={() => void preference.refetch()}>
              {t('registration.preference.retry')}
            </Button>
          }
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-labelledby={labelId}
            value={preference.data.choice}
            disabled={save.isPending}
            loading={save.isPending}
            onChange={(choice: PlacementChoice) => save.mutate(choice)}
            options={PLACEMENT_CHOICES.map((c) => ({
              value: c,
              label: t(`registration.placement.${c}`),
            }))}
            style={{ width: '100%', maxWidth: 320 }}
          />
          {save.isError && (
            <Alert type="error" showIcon role="alert" message={messageOf(save.error, t)} />
          )}
        </Space>
      )}
    </section>
  );
}
