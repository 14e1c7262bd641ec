import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/operator';
import { ActionModal } from './action-modal';
import { MEMBER_ACTIONS, type MemberActionSpec } from './action-specs';

interface Props {
  memberId: number;
  loginName: string;
  /** an action changed the member (the erasure): reload the page's data */
  onChanged: () => void;
}

/** The row of the member desk's further actions, only those the operator's permissions allow. */
export function MemberActions({ memberId, loginName, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<MemberActionSpec | null>(null);
  const allowed = MEMBER_ACTIONS.filter((spec) => can(spec.permission));
  if (allowed.length === 0) return null;
  return (
    <>
      <Space wrap style={{ marginTop: 16 }} aria-label={t('consoleMemberActions.title')}>
        {allowed.map((spec) => (
          <Button key={spec.name} danger={spec.danger} onClick={() => setOpen(spec)}>
            {t(`consoleMemberActions.${spec.name}.button`)}
          </Button>
        ))}
      </Space>
      {open && (
        <ActionModal
          spec={open}
          memberId={memberId}
          loginName={loginName}
          onClose={() => setOpen(null)}
          onDone={() => {
            if (open.name === 'erase') onChanged();
          }}
        />
      )}
    </>
  );
}
