import { CONSOLE_PROMOTION_CALLS, type ConsolePromotionRow } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { PROMOTIONS_KEY, prizeText } from './promotion-labels';

/** A promotion's tiers (or wheel) and the members who qualify now, paged on the server. */
export function PromotionDetail({
  promotion,
  onClose,
}: {
  promotion: ConsolePromotionRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const tiers = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'tiers', promotion.id],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_PROMOTION_CALLS.promotionTiers, {
        params: { id: promotion.id },
        signal,
      }),
  });
  const who = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'qualifiers', promotion.id, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_PROMOTION_CALLS.promotionQualifiers, {
        params: { id: promotion.id },
        query: paging,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const d = tiers.data;
  const prize = (p: Parameters<typeof prizeText>[1]) =>
    d ? prizeText(t, p, d.currency, d.minorUnit) : '';
  return (
    <Modal open title={promotion.title.en} onCancel={onClose} footer={null} width={820}>
      <ErrorAlert error={tiers.error} />
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('consolePromotions.detail.counts')}>
              {t(`consolePromotions.metric.${d.metric}`)}
              {d.minOrderBv &&
                ` (${t('consolePromotions.detail.minOrderBv', { bv: d.minOrderBv })})`}
            </Descriptions.Item>
            {d.maxSpins !== null && (
              <Descriptions.Item label={t('consolePromotions.detail.maxSpins')}>
                {d.maxSpins}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>
            {t(
              d.slots.length ? 'consolePromotions.detail.slots' : 'consolePromotions.detail.tiers',
            )}
          </Typography.Title>
          {d.slots.length ? (
            <Table
              rowKey="label"
              size="small"
              pagination={false}
              dataSource={d.slots}
              columns={[
                { title: t('consolePromotions.detail.label'), dataIndex: 'label' },
                {
                  title: t('consolePromotions.detail.chance'),
                  render: (_, s) => `${s.chancePercent}%`,
                },
                { title: t('consolePromotions.detail.prize'), render: (_, s) => prize(s.prize) },
              ]}
            />
          ) : (
            <Table
              rowKey="index"
              size="small"
              pagination={false}
              dataSource={d.tiers}
              columns={[
                { title: t('consolePromotions.detail.label'), dataIndex: 'label' },
                { title: t('consolePromotions.detail.target'), dataIndex: 'target' },
                { title: t('consolePromotions.detail.prize'), render: (_, s) => prize(s.prize) },
              ]}
            />
          )}
        </>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('consolePromotions.detail.qualifiers')}
      </Typography.Title>
      {who.data && (
        <Typography.Paragraph type="secondary">
          {t('consolePromotions.detail.candidates', {
            total: who.data.total,
            candidates: who.data.candidates,
          })}
        </Typography.Paragraph>
      )}
      <ErrorAlert error={who.error} />
      <Table
        rowKey="memberId"
        size="small"
        loading={who.isFetching}
        dataSource={who.data?.list ?? []}
        locale={{ emptyText: t('consolePromotions.detail.nobody') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: who.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consolePromotions.detail.member'), dataIndex: 'loginName' },
          { title: t('consolePromotions.detail.value'), dataIndex: 'value' },
          {
            title: t('consolePromotions.detail.tier'),
            render: (_, q) => q.tierLabel ?? '—',
          },
          {
            title: t('consolePromotions.detail.award'),
            render: (_, q) => (q.award ? t(`consolePromotions.award.${q.award}`) : '—'),
          },
        ]}
      />
    </Modal>
  );
}
