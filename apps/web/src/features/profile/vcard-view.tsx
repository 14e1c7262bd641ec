import type { MemberDetail } from '@portal/contract';
import { Button, Card, Flex, QRCode, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { saveBlob } from '../../lib/http/download';
import { Avatar } from '../../shared/ui/avatar';
import { registrationLink } from '../../lib/shell-rules/header-rules';
import { internationalPhone, vcardFileName, vcardText } from './vcard-text';
import { Facts } from '../../shared/ui/facts';

const QR_SIZE_PX = 220;

/**
 * /myAccount/vCard (hidden menu entry): the member's contact card. Its QR code is the card
 * itself (vCard 3.0), so a phone that scans it offers to save the contact; the same card
 * downloads as a .vcf file. Members are known by their member number (the login name, as the
 * trees and transfers show it), never by the portal's internal id.
 */
export function VcardView({ account }: { account: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // the same link the enrol dialog hands out (shared rule, not the enrol feature)
  const link = registrationLink({
    origin: window.location.origin,
    sponsorLoginName: account.loginName,
    language: i18n.language,
    companyCode: account.companyCode,
  });
  const phone = internationalPhone(account.mobileCode, account.phone);
  const fullName = `${account.firstName} ${account.lastName}`.trim() || account.userName;
  const card = useMemo(
    () =>
      vcardText({
        firstName: account.firstName,
        lastName: account.lastName,
        fullName,
        memberNo: account.loginName,
        memberNoLabel: t('profile.vcard.memberNo'),
        email: account.email,
        phone,
        url: link,
      }),
    [account, fullName, phone, link, t],
  );
  const download = () =>
    saveBlob(
      new Blob([card], { type: 'text/vcard;charset=utf-8' }),
      vcardFileName(account.loginName),
    );

  return (
    <Card className="vcard" title={<h2 className="card-title">{fullName}</h2>}>
      <Typography.Paragraph>{t('profile.vcard.intro')}</Typography.Paragraph>
      <div className="vcard-body">
        <Avatar
          src={account.avatarImgUrl}
          name={fullName}
          label={t('profile.picture.alt', { name: fullName })}
          size={96}
          className="profile-picture"
        />
        <Facts column={1} size="small">
          <Facts.Item label={t('profile.vcard.memberNo')}>
            <span data-testid="vcard-member-no">{account.loginName}</span>
          </Facts.Item>
          {account.email && (
            <Facts.Item label={t('profile.field.email')}>{account.email}</Facts.Item>
          )}
          {phone && <Facts.Item label={t('profile.field.phone')}>{phone}</Facts.Item>}
        </Facts>
        <div role="img" aria-label={t('profile.vcard.qrLabel')} data-vcard={card}>
          <QRCode value={card} size={QR_SIZE_PX} bordered={false} errorLevel="M" />
        </div>
        <Flex wrap gap="small">
          <Button type="primary" onClick={download}>
            {t('profile.vcard.download')}
          </Button>
          <Link to={pathname.replace(/\/vCard$/, '/PersonalProfile')}>
            {t('profile.vcard.edit')}
          </Link>
        </Flex>
        <Typography.Paragraph className="enroll-link" copyable={{ text: link }}>
          <span className="visually-hidden">{t('profile.vcard.link')}: </span>
          {link}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
