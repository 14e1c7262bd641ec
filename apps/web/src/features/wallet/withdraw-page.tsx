import { PlusOutlined } from '@ant-design/icons';
import { WITHDRAWAL_STATUS_VALUES, type WithdrawalStatus } from '@portal/contract';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { statusLabelKey } from './components/withdraw-values';
import { WithdrawalList } from './components/withdrawal-list';
import { useWalletLinks } from './wallet-links';
import './wallet.css';

/** Withdraw: the member's withdrawals with status and timeline; a new one from here. */
export default function WithdrawPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useWalletLinks();
  const [status, setStatus] = useState<WithdrawalStatus | undefined>(undefined);
  return (
    <PageFrame titleKey={titleKey}>
      <div className="wallet-toolbar">
        <Select<WithdrawalStatus | undefined>
          className="wallet-filter"
          aria-label={t('wallet.withdraw.statusFilter')}
          value={status}
          allowClear
          placeholder={t('wallet.withdraw.allStatuses')}
          onChange={(value) => setStatus(value ?? undefined)}
          options={WITHDRAWAL_STATUS_VALUES.map((value) => ({
            value,
            label: t(statusLabelKey(value)),
          }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(links.withdrawAdd)}>
          {t('wallet.withdraw.new')}
        </Button>
      </div>
      <WithdrawalList status={status} />
    </PageFrame>
  );
}
