import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageProps } from './page-props';
import { PageFrame } from './page-frame';

/** Pages that a later release fills: their frame, title and a clear empty state. */
export function ComingSoonPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const page = t(titleKey);
  return (
    <PageFrame titleKey={titleKey}>
      <div className="coming-soon">
        <ClockCircleOutlined className="coming-soon-icon" aria-hidden />
        <p className="coming-soon-title">{t('web.comingSoon.title', { page })}</p>
        <p className="coming-soon-body">{t('web.comingSoon.body')}</p>
      </div>
    </PageFrame>
  );
}
