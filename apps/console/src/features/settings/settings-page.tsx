import {
  CONSOLE_SETTINGS_CALLS,
  LANGUAGE_LABELS,
  type ConsoleCompanySetting,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { money } from '../../shared/formats';
import { PageTitle } from '../../shared/page-title';
import { SettingModal } from './setting-modal';
import { settingsKey } from './settings-key';

/**
 * Each company's console settings: the adjustment size above which a second operator approves,
 * whether its weekly cycles close by themselves or only by the console's review, and the address
 * the daily low-stock alert goes to.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ConsoleCompanySetting | null>(null);
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callConsole(CONSOLE_SETTINGS_CALLS.companySettings, { signal }),
  });
  const columns: ColumnsType<ConsoleCompanySetting> = [
    {
      title: t('consoleSettings.col.company'),
      key: 'company',
      render: (_, s) => `${s.companyCode} · ${s.companyName}`,
    },
    {
      title: t('consoleSettings.col.threshold'),
      key: 'threshold',
      render: (_, s) => money(s.adjustmentApprovalAbove, s.minorUnit, s.currency),
    },
    {
      title: t('consoleSettings.col.cycleClose'),
      key: 'cycleClose',
      render: (_, s) => (
        <Tag color={s.cycleClose === 'reviewed' ? 'blue' : undefined}>
          {t(`consoleSettings.cycleClose.${s.cycleClose}`)}
        </Tag>
      ),
    },
    {
      title: t('consoleSettings.col.stockAlert'),
      key: 'stockAlert',
      render: (_, s) =>
        s.stockAlertEmail ? (
          `${s.stockAlertEmail} (${LANGUAGE_LABELS[s.stockAlertLocale]})`
        ) : (
          <Typography.Text type="secondary">{t('consoleSettings.noStockAlert')}</Typography.Text>
        ),
    },
    {
      title: t('consoleSettings.col.lowStockDefault'),
      key: 'lowStockDefault',
      render: (_, s) => s.lowStockDefault,
    },
    {
      title: t('consoleSettings.col.saved'),
      key: 'saved',
      render: (_, s) => (s.saved ? t('consoleSettings.saved') : t('consoleSettings.defaults')),
    },
    {
      title: t('consoleApp.actions'),
      key: 'actions',
      render: (_, s) => (
        <Button
          onClick={() => setEditing(s)}
          aria-label={t('consoleSettings.editOf', { company: s.companyCode })}
        >
          {t('consoleSettings.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('consoleSettings.title')}</PageTitle>
      <Typography.Paragraph>{t('consoleSettings.help')}</Typography.Paragraph>
      <ErrorAlert error={settings.error} />
      <Table<ConsoleCompanySetting>
        rowKey="companyCode"
        columns={columns}
        dataSource={settings.data?.list ?? []}
        loading={settings.isPending}
        pagination={false}
        locale={{ emptyText: t('consoleSettings.empty') }}
        scroll={{ x: 'max-content' }}
      />
      {editing && <SettingModal setting={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
