import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { useUniqueId } from '../../lib/ui/use-unique-id';

/** The member's name, rank and status. */
export function WelcomeCard() {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.member;
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : session.userName;
  const status = member?.status ?? session.status;
  // unique per mount: the main and marketplace dashboards may both be kept alive
  const titleId = useUniqueId('welcome-title');
  return (
    <section className="panel welcome-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="welcome-title">
        {t('web.dashboard.welcome', { name: name || session.loginName })}
      </h2>
      <p className="muted">{t('web.dashboard.intro')}</p>
      <dl className="welcome-facts">
        <div>
          <dt>{t('web.dashboard.loginName')}</dt>
          <dd>{session.loginName}</dd>
        </div>
        <div>
          <dt>{t('web.dashboard.rank')}</dt>
          <dd>{member ? t(`member.rank.${member.rankCode}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('web.dashboard.status')}</dt>
          <dd>
            {status === null ? (
              '—'
            ) : (
              <span className="status-tag">{t(`option.memberStatus.${status}`)}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
