import type { SecurityStatus } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../shared/ui/facts';

/** PIN set?, questions chosen?, PIN use open or locked: the three facts at a glance. */
export function SecurityStatusSummary({ status }: { status: SecurityStatus }) {
  const { t } = useTranslation();
  const flag = (on: boolean) => (
    <Tag color={on ? 'green' : 'default'}>
      {t(on ? 'security.status.set' : 'security.status.notSet')}
    </Tag>
  );
  return (
    <Facts
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'pin', label: t('security.status.pin'), children: flag(status.pinSet) },
        {
          key: 'questions',
          label: t('security.status.questions'),
          children: flag(status.questionsSet),
        },
        {
          key: 'lock',
          label: t('security.status.pinUse'),
          children: status.lockedUntil ? (
            <Tag color="red">{t('security.status.locked')}</Tag>
          ) : (
            <Tag color="green">{t('security.status.open')}</Tag>
          ),
        },
      ]}
    />
  );
}
