import { businessZoneLabel, CONSOLE_CYCLES_CALLS } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime } from '../../shared/formats';
import { useCan } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import {
  cycleKeys,
  RUN_STEPS,
  runStep,
  stateColor,
  stepsDone,
  type CycleDetail,
} from './cycle-calls';
import { PreviewTables } from './preview-tables';
import { RunStepModal } from './run-step-modal';

/** One commission run: its steps as antd Steps, the stored preview, and the next step's button. */
export default function CyclePage() {
  const { t, i18n } = useTranslation();
  const { company = '', cycle = '' } = useParams();
  const can = useCan();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [modal, setModal] = useState<'audit' | 'lock' | 'close' | null>(null);
  const key = cycleKeys.run(company, cycle);
  const run = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CYCLES_CALLS.cycle, { params: { company, cycle }, signal }),
  });
  const done = (answer: CycleDetail) => {
    client.setQueryData(key, answer);
    void client.invalidateQueries({ queryKey: cycleKeys.list(company) });
    setModal(null);
  };
  const preview = useMutation({
    mutationFn: () => runStep({ company, cycle }, 'preview', {}),
    onSuccess: (answer) => {
      void message.success(t('consoleCycles.done.preview'));
      done(answer);
    },
  });
  const data = run.data;
  const by = (who: string | null, at: string | null) =>
    who || at
      ? t('consoleCycles.run.stepBy', { by: who ?? '', at: dateTime(at, i18n.language) })
      : null;
  const stepInfo = data
    ? [
        by(data.steps.previewedBy, data.steps.previewedAt),
        by(data.steps.auditedBy, data.steps.auditedAt),
        by(data.steps.lockedBy, data.steps.lockedAt),
        by(data.steps.closedBy, data.steps.closedAt),
      ]
    : [];
  const beforeLock = data && ['open', 'previewed', 'audited'].includes(data.state);
  return (
    <>
      <Link to={`/cycles?company=${encodeURIComponent(company)}`}>
        {t('consoleCycles.run.back')}
      </Link>
      <PageTitle>{t('consoleCycles.run.title', { company, cycle })}</PageTitle>
      <ErrorAlert error={run.error} />
      {run.isPending && <Skeleton active />}
      {data && (
        <>
          <Tag color={stateColor(data.state)} style={{ marginBottom: 16 }}>
            {t(`consoleCycles.state.${data.state}`)}
          </Tag>
          <Steps
            current={stepsDone(data.state)}
            style={{ marginBottom: 24 }}
            items={RUN_STEPS.map((s, i) => ({
              title: t(`consoleCycles.action.${s}`),
              content: stepInfo[i] ?? undefined,
            }))}
          />
          {!data.ended && (
            <Alert
              type="info"
              showIcon
              title={t('consoleCycles.run.notEnded')}
              style={{ marginBottom: 16 }}
            />
          )}
          {data.state !== 'closed' && (
            <Typography.Paragraph type="secondary">
              {t(`consoleCycles.run.closeMode.${data.closeMode}`, {
                at: `00:10 ${businessZoneLabel()}`,
              })}
            </Typography.Paragraph>
          )}
          {data.journalId && (
            <Typography.Paragraph>
              {t('consoleCycles.run.journal', { id: data.journalId })}
            </Typography.Paragraph>
          )}
          {data.steps.auditNote && (
            <Typography.Paragraph>
              {t('consoleCycles.run.auditNote', { note: data.steps.auditNote })}
            </Typography.Paragraph>
          )}
          <Space wrap style={{ marginBottom: 16 }}>
            {beforeLock && can('cycle:view') && (
              <Button
                type={data.state === 'open' ? 'primary' : 'default'}
                loading={preview.isPending}
                onClick={() => preview.mutate()}
              >
                {t(
                  data.preview
                    ? 'consoleCycles.action.previewAgain'
                    : 'consoleCycles.action.preview',
                )}
              </Button>
            )}
            {data.state === 'previewed' && can('cycle:audit') && (
              <Button type="primary" onClick={() => setModal('audit')}>
                {t('consoleCycles.action.audit')}
              </Button>
            )}
            {data.state === 'audited' && can('cycle:close') && (
              <Button type="primary" onClick={() => setModal('lock')}>
                {t('consoleCycles.action.lock')}
              </Button>
            )}
            {data.state === 'locked' && can('cycle:close') && (
              <Button type="primary" danger onClick={() => setModal('close')}>
                {t('consoleCycles.action.close')}
              </Button>
            )}
          </Space>
          <ErrorAlert error={preview.error} />
          {data.preview ? (
            <PreviewTables run={data} preview={data.preview} />
          ) : (
            <Typography.Paragraph type="secondary">
              {t('consoleCycles.run.noPreview')}
            </Typography.Paragraph>
          )}
          {modal && (
            <RunStepModal run={data} action={modal} onClose={() => setModal(null)} onDone={done} />
          )}
        </>
      )}
    </>
  );
}
