import { CopyOutlined, UserAddOutlined } from '@ant-design/icons';
import { QR_DIALOG_WIDTH_PX } from '@portal/contract';
import { Button, Modal, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { registrationLink } from '../../lib/shell-rules/header-rules';
import { useFeedback } from '../../lib/feedback/feedback';
import { useReturnFocus } from '../../shared/ui/use-return-focus';
import { LinkFunnel } from './link-funnel';

const QR_SIZE_PX = 200;

interface Props {
  open: boolean;
  onClose: () => void;
  /** where focus goes on close when nothing had focus at opening (the page opens it itself) */
  returnTo?: () => HTMLElement | null;
}

/** The 300 px QR dialog: the registration link with the sponsor's login and language. */
export default function EnrollDialog({ open, onClose, returnTo }: Props) {
  const { t, i18n } = useTranslation();
  useReturnFocus(returnTo);
  const { message } = useFeedback();
  const loginName = useSession((state) => state.loginName);
  const companyCode = useSession((state) => state.companyCode);
  const link = registrationLink({
    origin: window.location.origin,
    sponsorLoginName: loginName,
    language: i18n.language,
    companyCode,
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void message.success(t('web.enroll.copied'));
    } catch {
      void message.error(t('web.enroll.copyFailed'));
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={QR_DIALOG_WIDTH_PX}
      title={t('web.enroll.title')}
      footer={null}
      centered
      destroyOnHidden
    >
      <div className="enroll-dialog">
        {/* the image says what it encodes; the link itself is text beside it (WCAG 1.1.1) */}
        <QRCode
          value={link}
          size={QR_SIZE_PX}
          bordered={false}
          aria-label={t('web.enroll.qrLabel')}
        />
        <Typography.Paragraph className="enroll-link">{link}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" className="enroll-hint">
          {t('web.enroll.hint')}
        </Typography.Paragraph>
        <Space direction="vertical" className="enroll-actions">
          <Button type="primary" block icon={<UserAddOutlined aria-hidden />} href={link}>
            {t('web.enroll.goRegister')}
          </Button>
          <Button block icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('web.enroll.copyLink')}
          </Button>
        </Space>
        <LinkFunnel compact />
      </div>
    </Modal>
  );
}
