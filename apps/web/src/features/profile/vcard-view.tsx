import type { MemberDetail } from '@portal/contract';
import { Card, Descriptions, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { registrationLink } from '../../lib/shell-rules/header-rules';

const QR_SIZE_PX = 180;

/** /myAccount/vCard (hidden menu entry): the member's card and a QR code of their registration link. */
export function VcardView({ account }: { account: MemberDetail }) {
  const { t, i18n } = useTranslation();
  // the same link the enrol dialog hands out (shared rule, not the enrol feature)
  const link = registrationLink({
    origin: window.location.origin,
    sponsorLoginName: account.loginName,
    language: i18n.language,
    companyCode: account.companyCode,
  });
  const phone = account.phone ? `+${account.mobileCode ?? ''} ${account.phone}`.trim() : '';

  return (
    <Card className="vcard" title={<h2 className="card-title">{account.userName}</h2>}>
      <div className="vcard-body">
        {account.avatarImgUrl && (
          <img
            className="profile-picture"
            src={account.avatarImgUrl}
            alt={t('profile.picture.alt', { name: account.userName })}
            width={96}
            height={96}
          />
        )}
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('profile.vcard.memberId')}>
            {account.memberId}
          </Descriptions.Item>
          <Descriptions.Item label={t('profile.field.loginName')}>
            {account.loginName}
          </Descriptions.Item>
          {account.email && (
            <Descriptions.Item label={t('profile.field.email')}>{account.email}</Descriptions.Item>
          )}
          {phone && <Descriptions.Item label={t('profile.field.phone')}>{phone}</Descriptions.Item>}
        </Descriptions>
        <QRCode
          value={link}
          size={QR_SIZE_PX}
          bordered={false}
          aria-label={t('profile.vcard.qrLabel')}
        />
        <Typography.Paragraph className="enroll-link" copyable={{ text: link }}>
          <span className="visually-hidden">{t('profile.vcard.link')}: </span>
          {link}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
