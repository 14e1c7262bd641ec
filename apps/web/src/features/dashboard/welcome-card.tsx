import { MEMBER_STATUS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { useStandingText } from '../../shared/standing/standing-text';

/**
 * The member's name, rank, bonus activity and account status. The member info carries the
 * rank and `mustRebuyBV4Active` of the standing service, the same the rank card below shows.
 */
export function WelcomeCard() {
  const { t } = useTranslation();
  const words = useStandingText();
  const session = useSession();
  const member = session.member;
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : session.userName;
  const status = member?.status ?? session.status;
  // unique per mount: the main and marketplace dashboards may both be kept alive
  const titleId = useUniqueId('welcome-title');
  const activity = member
    ? words.activity({
        // the plan's rule: status 10 and nothing missing of the 50 BV in 30 days
        active: member.status === MEMBER_STATUS.active && member.mustRebuyBV4Active === 0,
        mustRebuyBV4Active: String(member.mustRebuyBV4Active),
      })
    : '—';
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
          <dt>{t('member.standing.rank')}</dt>
          <dd data-testid="welcome-rank">{member ? words.rank(member.rankCode) : '—'}</dd>
        </div>
        <div>
          <dt>{t('member.standing.active')}</dt>
          <dd data-testid="welcome-active">{activity}</dd>
        </div>
        <div>
          <dt>{t('member.standing.accountStatus')}</dt>
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
