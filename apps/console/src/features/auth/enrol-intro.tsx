import { QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The secret in groups of four, as authenticator apps ask for it when typed. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  );
}

/** First sign-in: add the account to an authenticator app, by its QR code or its secret. */
export function EnrolIntro({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Paragraph>{t('consoleApp.enrol.intro')}</Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 12 }}>
        <QRCode value={otpauthUrl} aria-label={t('consoleApp.enrol.qrLabel')} />
      </div>
      <Typography.Paragraph>{t('consoleApp.enrol.secretHelp')}</Typography.Paragraph>
      <Typography.Paragraph
        copyable={{ text: secret }}
        code
        style={{ fontSize: 16, textAlign: 'center' }}
        aria-label={t('consoleApp.enrol.secretLabel')}
      >
        {groupSecret(secret)}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('consoleApp.enrol.then')}</Typography.Paragraph>
    </div>
  );
}
