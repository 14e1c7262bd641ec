import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function json(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** The record before and after the action, as the audit trail kept it. */
export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Typography.Text strong>{t('consoleApp.audit.before')}</Typography.Text>
        <pre className="json-block">{json(before)}</pre>
      </Col>
      <Col xs={24} md={12}>
        <Typography.Text strong>{t('consoleApp.audit.after')}</Typography.Text>
        <pre className="json-block">{json(after)}</pre>
      </Col>
    </Row>
  );
}
