import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown once at the end of the enrolment. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Alert type="warning" showIcon title={t('consoleApp.recovery.warning')} />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('consoleApp.recovery.intro')}
      </Typography.Paragraph>
      <ol
        aria-label={t('consoleApp.recovery.listLabel')}
        style={{ columns: 2, marginBottom: 16, paddingInlineStart: 24 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Typography.Paragraph copyable={{ text: codes.join('\n') }}>
        {t('consoleApp.recovery.copyAll')}
      </Typography.Paragraph>
      <Button type="primary" block onClick={onDone}>
        {t('consoleApp.recovery.saved')}
      </Button>
    </div>
  );
}
