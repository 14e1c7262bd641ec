import { IdcardOutlined, QrcodeOutlined } from '@ant-design/icons';
import { LIBRARY_TOOLS_CATEGORY } from '@portal/contract';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { LibraryBrowser } from './library-browser';

/**
 * MemberTools (spec "Main mode"): the tools a member already has (their vCard and their registration
 * QR code), then the tools category of their company's library.
 */
export function MemberToolsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey={titleKey}>
      <Typography.Paragraph>{t('library.tools.intro')}</Typography.Paragraph>
      <div className="member-tools">
        <Card size="small" title={t('library.tools.vcard.title')}>
          <p>{t('library.tools.vcard.body')}</p>
          <Link to="/myAccount/vCard">
            <IdcardOutlined aria-hidden /> {t('library.tools.vcard.link')}
          </Link>
        </Card>
        <Card size="small" title={t('library.tools.qr.title')}>
          <p>{t('library.tools.qr.body')}</p>
          <Link to="/enroll">
            <QrcodeOutlined aria-hidden /> {t('library.tools.qr.link')}
          </Link>
        </Card>
      </div>
      <Typography.Title level={2}>{t('library.tools.documents')}</Typography.Title>
      <LibraryBrowser fixed={LIBRARY_TOOLS_CATEGORY} />
    </PageFrame>
  );
}
