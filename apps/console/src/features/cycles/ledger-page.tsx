import { CONSOLE_CYCLES_CALLS } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime } from '../../shared/formats';
import { PageTitle } from '../../shared/page-title';
import { cycleKeys } from './cycle-calls';

/** "Check the ledger": runs the check (kept and audited) and shows the last result. */
export default function LedgerPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const last = useQuery({
    queryKey: cycleKeys.ledger,
    queryFn: ({ signal }) => callConsole(CONSOLE_CYCLES_CALLS.ledgerCheckLast, { signal }),
  });
  const check = useMutation({
    mutationFn: () => callConsole(CONSOLE_CYCLES_CALLS.ledgerCheck),
    onSuccess: (answer) => {
      client.setQueryData(cycleKeys.ledger, answer);
      void client.invalidateQueries({ queryKey: ['console', 'home'] });
    },
  });
  const result = last.data;
  return (
    <>
      <PageTitle>{t('consoleCycles.ledger.title')}</PageTitle>
      <Typography.Paragraph>{t('consoleCycles.ledger.help')}</Typography.Paragraph>
      <Button
        type="primary"
        loading={check.isPending}
        onClick={() => check.mutate()}
        style={{ marginBottom: 16 }}
      >
        {t('consoleCycles.ledger.run')}
      </Button>
      <ErrorAlert error={check.error ?? last.error} />
      <Card title={<h2 className="card-title">{t('consoleCycles.ledger.last')}</h2>}>
        {last.isPending ? (
          <Skeleton active />
        ) : result ? (
          <div aria-live="polite">
            <Tag color={result.ok ? 'green' : 'red'}>
              {result.ok
                ? t('consoleCycles.ledger.ok')
                : t('consoleCycles.ledger.problems', { count: result.problems })}
            </Tag>
            <Typography.Paragraph style={{ marginTop: 8 }}>
              {t('consoleCycles.ledger.by', {
                by: result.by,
                at: dateTime(result.at, i18n.language),
              })}
            </Typography.Paragraph>
            {result.firstProblems.length > 0 && (
              <List
                header={t('consoleCycles.ledger.first')}
                size="small"
                bordered
                dataSource={result.firstProblems}
                renderItem={(p) => <List.Item>{p}</List.Item>}
              />
            )}
          </div>
        ) : (
          <Typography.Text type="secondary">{t('consoleCycles.ledger.never')}</Typography.Text>
        )}
      </Card>
    </>
  );
}
