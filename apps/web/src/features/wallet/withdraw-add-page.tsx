import { Alert } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { Loading } from '../../shared/ui/loading';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { useSession } from '../../lib/session/session-store';
import { useBalances } from './api/balances';
import { useBankAccounts } from '../../shared/api/bank-accounts';
import { LoadError } from './components/load-error';
import { PinGate } from './components/pin-gate';
import { WithdrawForm } from './components/withdraw-form';
import { useShownAgain } from './use-shown-again';
import { useWalletLinks } from './wallet-links';
import './wallet.css';

function WithdrawContent() {
  const { t } = useTranslation();
  const links = useWalletLinks();
  const memberId = useSession((state) => state.memberId);
  const marketplace = useAppStore((state) => state.platformName) === 'wpm';
  const balances = useBalances(memberId);
  const banks = useBankAccounts();
  const refetchBanks = banks.refetch;
  useShownAgain(useCallback(() => void refetchBanks(), [refetchBanks]));
  if (balances.isError || banks.isError) {
    const retry = () => {
      void balances.refetch();
      void banks.refetch();
    };
    return <LoadError error={balances.error ?? banks.error} onRetry={retry} />;
  }
  if (!balances.data || !banks.data) return <Loading />;
  if (banks.data.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('wallet.withdraw.noBankAccount')}
        description={<Link to={links.bankAccounts}>{t('wallet.withdraw.addBankAccount')}</Link>}
      />
    );
  }
  return (
    <WithdrawForm balances={balances.data} bankAccounts={banks.data} marketplace={marketplace} />
  );
}

/** Withdraw/Add: from the bonus (or, in marketplace mode, world-plan) account to a bank. */
export default function WithdrawAddPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <PinGate>
        <WithdrawContent />
      </PinGate>
    </PageFrame>
  );
}
