import { LOGIN_NAME_DISPLAY_CHARS, USER_NAME_DISPLAY_CHARS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { truncate } from '../../../lib/format/truncate';
import { useSession } from '../../../lib/session/session-store';
import { Avatar } from '../../../shared/ui/avatar';

/** Avatar with the login name (20 characters) and user name (16 characters). */
export function MemberBadge({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const loginName = useSession((state) => state.loginName);
  const userName = useSession((state) => state.userName);
  const avatar = useSession((state) => state.avatarImgUrl);
  return (
    <div className="member-badge" title={`${loginName} · ${userName}`}>
      <Avatar
        src={avatar || undefined}
        name={userName || loginName}
        label={t('web.header.avatar')}
      />
      {!compact && (
        <span className="member-names">
          <span className="member-login">{truncate(loginName, LOGIN_NAME_DISPLAY_CHARS)}</span>
          <span className="member-user">{truncate(userName, USER_NAME_DISPLAY_CHARS)}</span>
        </span>
      )}
    </div>
  );
}
