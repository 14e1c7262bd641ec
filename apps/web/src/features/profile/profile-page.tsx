import { Empty, Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { PictureCard } from './picture-card';
import { useOwnAccount } from './api/own-account';
import { VcardView } from './vcard-view';
import './profile.css';

/**
 * PersonalProfile (/myAccount and the WT /wpm/wtMyAccount variant) and the hidden vCard page,
 * which the router sends here too: both show the member's own account.
 */
export default function ProfilePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const account = useOwnAccount();
  const vcard = pathname.endsWith('/vCard');

  const content = () => {
    if (account.isPending) return <Loading />;
    if (account.isError) return <Result status="warning" title={messageOf(account.error, t)} />;
    if (!account.data) return <Empty description={t('profile.empty')} />;
    if (vcard) return <VcardView account={account.data} />;
    return (
      <div className="profile-grid">
        <PictureCard src={account.data.avatarImgUrl} name={account.data.userName} />
        <DetailsForm key={account.dataUpdatedAt} account={account.data} />
        <PasswordForm />
      </div>
    );
  };

  return <PageFrame titleKey={vcard ? 'profile.vcard.title' : titleKey}>{content()}</PageFrame>;
}
