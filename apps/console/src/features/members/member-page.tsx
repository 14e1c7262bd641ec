import { CONSOLE_DESK_CALLS, MEMBER_STATUS } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime, memberStatusKey } from '../../shared/formats';
import { useCan } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { MemberActions } from './actions/member-actions';
import { Awards, MemberAudit, RecentMessages } from './member-history';
import { FreezeModal } from './freeze-modal';
import { Balances, Downline, RecentOrders } from './member-sections';

/** One member: profile, rank, sponsor, balances, recent orders, downline; freeze if allowed. */
export default function MemberPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const [freezing, setFreezing] = useState(false);
  const key = ['console', 'member', id] as const;
  const member = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callConsole(CONSOLE_DESK_CALLS.member, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const detail = member.data;
  if (!Number.isInteger(id) || id <= 0) {
    return <PageTitle>{t('consoleApp.notFound.title')}</PageTitle>;
  }
  const m = detail?.member;
  const frozen = m?.status === MEMBER_STATUS.frozen;
  return (
    <>
      <Link to="/members">{t('consoleApp.member.back')}</Link>
      <PageTitle>{m ? `${m.loginName} · ${m.name}` : t('consoleApp.member.title')}</PageTitle>
      <ErrorAlert error={member.error} />
      {member.isPending && <Skeleton active />}
      {detail && m && (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                { label: t('consoleApp.members.id'), children: m.id },
                { label: t('consoleApp.members.loginName'), children: m.loginName },
                { label: t('consoleApp.members.name'), children: m.name },
                { label: t('consoleApp.members.email'), children: m.email ?? '' },
                { label: t('consoleApp.members.phone'), children: m.phone ?? '' },
                { label: t('consoleApp.members.company'), children: m.companyCode },
                {
                  label: t('consoleApp.members.status'),
                  children: (
                    <Tag color={frozen ? 'red' : undefined}>{t(memberStatusKey(m.status))}</Tag>
                  ),
                },
                { label: t('consoleApp.member.rank'), children: detail.rank ?? '' },
                { label: t('consoleApp.member.sponsor'), children: detail.sponsorLoginName ?? '' },
                {
                  label: t('consoleApp.member.joined'),
                  children: dateTime(m.createdAt, i18n.language),
                },
              ]}
            />
            {can('member:freeze') && (
              <Space style={{ marginTop: 16 }}>
                <Button danger={!frozen} onClick={() => setFreezing(true)}>
                  {t(frozen ? 'consoleApp.member.unfreeze' : 'consoleApp.member.freeze')}
                </Button>
              </Space>
            )}
            <MemberActions
              memberId={m.id}
              loginName={m.loginName}
              onChanged={() => {
                void client.invalidateQueries({ queryKey: key });
                void client.invalidateQueries({ queryKey: ['console', 'members'] });
              }}
            />
          </Card>
          <Awards detail={detail} />
          <Balances detail={detail} />
          <RecentOrders detail={detail} />
          <Downline detail={detail} />
          <RecentMessages detail={detail} />
          <MemberAudit detail={detail} />
          {freezing && (
            <FreezeModal
              memberId={m.id}
              loginName={m.loginName}
              frozen={!frozen}
              onClose={() => setFreezing(false)}
              onDone={() => {
                setFreezing(false);
                void client.invalidateQueries({ queryKey: key });
                void client.invalidateQueries({ queryKey: ['console', 'members'] });
              }}
            />
          )}
        </>
      )}
    </>
  );
}
