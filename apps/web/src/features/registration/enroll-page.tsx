import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import EnrollDialog from './enroll-dialog';
import { HoldingTankPanel } from './holding-tank-panel';
import { LinkFunnel } from './link-funnel';
import { PlacementPreference } from './placement-preference';

/** /enroll and /wpm/enroll: opens the QR dialog at once; the page lets it be opened again. */
export default function EnrollPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const showButton = useRef<HTMLButtonElement>(null);
  return (
    <PageFrame titleKey={titleKey}>
      <Typography.Paragraph>{t('web.enroll.intro')}</Typography.Paragraph>
      <Button
        ref={showButton}
        type="primary"
        icon={<QrcodeOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('web.enroll.show')}
      </Button>
      <LinkFunnel />
      <PlacementPreference />
      <HoldingTankPanel />
      {open && (
        <EnrollDialog open onClose={() => setOpen(false)} returnTo={() => showButton.current} />
      )}
    </PageFrame>
  );
}
