import {
  COMPANY_CODES,
  CONSOLE_PROMOTION_CALLS,
  type CompanyCode,
  type ConsolePromotionRow,
  type PromotionState,
} from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { ListPageFrame } from '../../shared/list-page-frame';
import { PromotionDetail } from './promotion-detail';
import { PromotionForm } from './promotion-form';
import { PROMOTIONS_KEY } from './promotion-labels';
import { SettleModal } from './settle-modal';

const STATE_COLOURS: Record<PromotionState, string> = {
  upcoming: 'gold',
  running: 'green',
  ended: 'orange',
  settled: 'default',
};

/**
 * The companies' promotions: where each stands, a new one, its tiers and who qualifies now,
 * and settling an ended goal promotion (a reason and a fresh code).
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const client = useQueryClient();
  const [companyCode, setCompanyCode] = useState<CompanyCode>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<ConsolePromotionRow>();
  const [settling, setSettling] = useState<ConsolePromotionRow>();
  const [done, setDone] = useState<string>();
  const list = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', companyCode, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_PROMOTION_CALLS.promotions, {
        query: { companyCode, ...paging },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: PROMOTIONS_KEY });
  const companies = me.companies ?? [...COMPANY_CODES];
  return (
    <ListPageFrame
      title={t('consolePromotions.title')}
      intro={t('consolePromotions.intro')}
      notice={done}
      onNoticeClose={() => setDone(undefined)}
      addLabel={t('consolePromotions.add')}
      onAdd={() => setCreating(true)}
      filters={
        <Select<CompanyCode>
          allowClear
          aria-label={t('consolePromotions.field.company')}
          placeholder={t('consolePromotions.allCompanies')}
          style={{ width: 180 }}
          value={companyCode}
          onChange={(c) => {
            setCompanyCode(c);
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
          options={companies.map((c) => ({ value: c as CompanyCode, label: c }))}
        />
      }
    >
      <ErrorAlert error={list.error} />
      <Table<ConsolePromotionRow>
        rowKey="id"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consolePromotions.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consolePromotions.field.title'), render: (_, r) => r.title.en },
          { title: t('consolePromotions.field.code'), dataIndex: 'code' },
          { title: t('consolePromotions.field.company'), dataIndex: 'companyCode' },
          {
            title: t('consolePromotions.field.kind'),
            render: (_, r) => t(`consolePromotions.kind.${r.kind}`),
          },
          {
            title: t('consolePromotions.field.days'),
            render: (_, r) => `${r.startsOn} – ${r.endsOn}`,
          },
          {
            title: t('consolePromotions.field.state'),
            render: (_, r) => (
              <Tag color={STATE_COLOURS[r.state]}>{t(`consolePromotions.states.${r.state}`)}</Tag>
            ),
          },
          {
            title: t('consolePromotions.actions'),
            render: (_, r) => (
              <Space wrap>
                <Button size="small" onClick={() => setViewing(r)}>
                  {t('consolePromotions.action.view')}
                </Button>
                {r.kind !== 'alphaspin' && (r.state === 'ended' || r.state === 'settled') && (
                  <Button size="small" onClick={() => setSettling(r)}>
                    {t('consolePromotions.action.settle')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {creating && (
        <PromotionForm
          onClose={() => setCreating(false)}
          onDone={(row) => {
            setCreating(false);
            setDone(t('consolePromotions.created', { code: row.code }));
            refresh();
          }}
        />
      )}
      {viewing && <PromotionDetail promotion={viewing} onClose={() => setViewing(undefined)} />}
      {settling && (
        <SettleModal
          promotion={settling}
          onClose={() => setSettling(undefined)}
          onDone={(paid) => {
            setDone(t('consolePromotions.settled', { code: settling.code, paid }));
            setSettling(undefined);
            refresh();
          }}
        />
      )}
    </ListPageFrame>
  );
}
