import {
  COMPANY_CODES,
  CONSOLE_STOCK_CALLS,
  PLATFORMS,
  type CompanyCode,
  type ConsoleStockRow,
  type Platform,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { AdjustModal, HistoryModal, ThresholdModal } from './stock-modals';

const STOCK_KEY = ['console', 'stock'] as const;

interface Filters {
  companyCode: CompanyCode;
  platform?: Platform;
  text?: string;
  low: boolean;
}
type Action = { kind: 'adjust' | 'threshold' | 'history'; row: ConsoleStockRow };

/**
 * A company's SKUs with their stock, those furthest under their low-stock threshold first, and
 * beside each what active autoships will order in the next 7 days (a warning when that is more
 * than the stock). Adjust with a reason, set the threshold, read the history.
 */
export default function StockPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const companies = (me.companies ?? [...COMPANY_CODES]) as CompanyCode[];
  const [filters, setFilters] = useState<Filters>({
    companyCode: companies[0] ?? 'US',
    low: false,
  });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [action, setAction] = useState<Action>();
  const stock = useQuery({
    queryKey: [...STOCK_KEY, 'list', filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_STOCK_CALLS.stock, {
        query: {
          ...paging,
          companyCode: filters.companyCode,
          platform: filters.platform,
          text: filters.text || undefined,
          low: filters.low ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const skuIds = (stock.data?.list ?? []).map((r) => r.skuId);
  const demand = useQuery({
    queryKey: [...STOCK_KEY, 'demand', filters.companyCode, skuIds],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_STOCK_CALLS.stockDemand, {
        query: { companyCode: filters.companyCode, skuIds: skuIds.join(',') },
        signal,
      }),
    enabled: skuIds.length > 0,
  });
  const demandOf = (skuId: number) => demand.data?.list.find((d) => d.skuId === skuId)?.qty ?? 0;
  const filter = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <>
      <PageTitle>{t('consoleStock.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('consoleStock.intro')}</Typography.Paragraph>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Select<CompanyCode>
            aria-label={t('consoleStock.field.company')}
            style={{ width: 120 }}
            value={filters.companyCode}
            onChange={(companyCode) => filter({ companyCode })}
            options={companies.map((c) => ({ value: c, label: c }))}
          />
          <Select<Platform>
            allowClear
            aria-label={t('consoleStock.field.platform')}
            placeholder={t('consoleStock.allPlatforms')}
            style={{ width: 140 }}
            value={filters.platform}
            onChange={(platform) => filter({ platform })}
            options={PLATFORMS.map((p) => ({ value: p, label: p }))}
          />
          <Input.Search
            allowClear
            aria-label={t('consoleStock.field.search')}
            placeholder={t('consoleStock.field.search')}
            style={{ width: 240 }}
            onSearch={(text) => filter({ text })}
          />
          <Space>
            <Switch
              aria-label={t('consoleStock.lowOnly')}
              checked={filters.low}
              onChange={(low) => filter({ low })}
            />
            {t('consoleStock.lowOnly')}
          </Space>
        </Space>
      </Flex>
      <ErrorAlert error={stock.error ?? demand.error} />
      <Table<ConsoleStockRow>
        rowKey="skuId"
        dataSource={stock.data?.list ?? []}
        loading={stock.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(filters.low ? 'consoleStock.emptyLow' : 'consoleStock.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: stock.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consoleStock.column.product'), dataIndex: 'productName' },
          {
            title: t('consoleStock.column.sku'),
            render: (_, r) => `${r.skuCode} · ${r.label}`,
          },
          { title: t('consoleStock.field.platform'), dataIndex: 'platform' },
          {
            title: t('consoleStock.column.stock'),
            render: (_, r) => (
              <Space>
                {r.stock}
                {r.low && <Tag color="orange">{t('consoleStock.low')}</Tag>}
                {!r.active && <Tag>{t('consoleStock.withdrawn')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('consoleStock.column.threshold'),
            render: (_, r) =>
              r.lowStockThreshold ?? t('consoleStock.defaultThreshold', { n: r.threshold }),
          },
          {
            title: t('consoleStock.column.demand'),
            render: (_, r) => {
              const qty = demandOf(r.skuId);
              return qty > r.stock ? (
                <Tooltip title={t('consoleStock.demandOver')}>
                  <Tag color="red">{t('consoleStock.demandShort', { qty })}</Tag>
                </Tooltip>
              ) : (
                qty
              );
            },
          },
          {
            title: t('consoleStock.column.actions'),
            render: (_, row) => (
              <Space wrap>
                <Button size="small" onClick={() => setAction({ kind: 'adjust', row })}>
                  {t('consoleStock.adjust')}
                </Button>
                <Button size="small" onClick={() => setAction({ kind: 'threshold', row })}>
                  {t('consoleStock.setThreshold')}
                </Button>
                <Button size="small" onClick={() => setAction({ kind: 'history', row })}>
                  {t('consoleStock.history')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {action?.kind === 'adjust' && (
        <AdjustModal row={action.row} onClose={() => setAction(undefined)} />
      )}
      {action?.kind === 'threshold' && (
        <ThresholdModal row={action.row} onClose={() => setAction(undefined)} />
      )}
      {action?.kind === 'history' && (
        <HistoryModal row={action.row} onClose={() => setAction(undefined)} />
      )}
    </>
  );
}
