import { Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dateTime } from '../../shared/formats';
import type { MemberDetail } from './member-sections';

/** The member's awards: paid as this cycle, and the highest ever reached. */
export function Awards({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  if (!detail.awards) return null;
  return (
    <Card
      title={<h2 className="card-title">{t('consoleApp.member.awards')}</h2>}
      style={{ marginBottom: 16 }}
    >
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { label: t('consoleApp.member.paidAs'), children: detail.awards.paidAs },
          { label: t('consoleApp.member.highest'), children: detail.awards.highest },
        ]}
      />
    </Card>
  );
}

/** The latest messages written to the member, and whether they read them. */
export function RecentMessages({ detail }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      title={<h2 className="card-title">{t('consoleApp.member.messages')}</h2>}
      style={{ marginBottom: 16 }}
    >
      <Table
        rowKey={(m) => `${m.sentAt}-${m.title}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={detail.recentMessages}
        locale={{ emptyText: t('consoleApp.member.noMessages') }}
        columns={[
          { title: t('consoleApp.member.messageTitle'), dataIndex: 'title' },
          {
            title: t('consoleApp.member.date'),
            render: (_, m) => dateTime(m.sentAt, i18n.language),
          },
          {
            title: t('consoleApp.member.read'),
            render: (_, m) =>
              m.read ? (
                <Tag color="green">{t('consoleApp.member.readYes')}</Tag>
              ) : (
                <Tag>{t('consoleApp.member.readNo')}</Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** The latest audit entries about the member, with a link to all of them. */
export function MemberAudit({ detail }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const target = `member:${detail.member.id}`;
  return (
    <Card
      title={<h2 className="card-title">{t('consoleApp.member.audit')}</h2>}
      extra={
        <Link to={`/audit?target=${encodeURIComponent(target)}`}>
          {t('consoleApp.member.auditAll')}
        </Link>
      }
      style={{ marginBottom: 16 }}
    >
      <Table
        rowKey={(e) => `${e.at}-${e.action}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={detail.auditEntries}
        locale={{ emptyText: t('consoleApp.member.noAudit') }}
        columns={[
          { title: t('consoleApp.audit.time'), render: (_, e) => dateTime(e.at, i18n.language) },
          { title: t('consoleApp.audit.operator'), dataIndex: 'operator' },
          { title: t('consoleApp.audit.action'), dataIndex: 'action' },
          { title: t('consoleApp.audit.reason'), render: (_, e) => e.reason ?? '' },
          {
            title: t('consoleApp.audit.outcome'),
            render: (_, e) => t(`consoleApp.audit.outcome.${e.outcome}`),
          },
        ]}
      />
    </Card>
  );
}
