import { PLACE_NOW_CHOICES, type PlaceNowChoice } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, List, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessTime } from '../../lib/format/business-time';
import { useFeedback } from '../../lib/feedback/feedback';
import { placeHeldMember, useHoldingTank, type PlaceHeldMemberInput } from './api/holding-tank';
import { registrationKeys } from './api/keys';

const KEY = registrationKeys.holdingTank();

/**
 * The sponsor's holding tank: new members who chose "place later", each placed once (final).
 * Made to sit on the placement tree page; the integrator mounts it there.
 */
export function HoldingTankPanel() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [choice, setChoice] = useState<Record<number, PlaceNowChoice>>({});
  const tank = useHoldingTank();
  const place = useMutation({
    mutationFn: (input: PlaceHeldMemberInput) => placeHeldMember(input),
    onSuccess: (placed, input) => {
      const who = tank.data?.members.find((m) => m.memberId === input.memberId);
      void message.success(
        t('registration.tank.placed', {
          name: who?.name ?? '',
          parent: placed.parentLoginName,
          side: t(`registration.placement.${placed.side}`),
        }),
      );
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const members = tank.data?.members ?? [];
  return (
    <section className="holding-tank" aria-label={t('registration.tank.title')}>
      <Typography.Title level={2}>{t('registration.tank.title')}</Typography.Title>
      {tank.isLoading ? (
        <Spin aria-label={t('web.loading')} />
      ) : members.length === 0 ? (
        <Empty description={t('registration.tank.empty')} />
      ) : (
        <List
          dataSource={members}
          renderItem={(m) => (
            <List.Item>
              <Space wrap>
                <span>
                  {m.name} ({m.loginName})
                </span>
                <Typography.Text type="secondary">
                  {t('registration.tank.placeBy', {
                    date: formatBusinessTime(m.placeBy),
                  })}
                </Typography.Text>
                <Select
                  aria-label={t('registration.field.placement')}
                  value={choice[m.memberId] ?? 'first'}
                  onChange={(v: PlaceNowChoice) => setChoice({ ...choice, [m.memberId]: v })}
                  options={PLACE_NOW_CHOICES.map((c) => ({
                    value: c,
                    label: t(`registration.placement.${c}`),
                  }))}
                  style={{ minWidth: 160 }}
                />
                <Button
                  type="primary"
                  loading={place.isPending && place.variables?.memberId === m.memberId}
                  onClick={() =>
                    place.mutate({ memberId: m.memberId, placement: choice[m.memberId] ?? 'first' })
                  }
                >
                  {t('registration.tank.place')}
                </Button>
              </Space>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
