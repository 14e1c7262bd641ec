import { BANK_ACCOUNTS_MAX, type BankAccount } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useBankAccountTypes } from './api/bank-account-types';
import { useBankAccounts } from '../../shared/api/bank-accounts';
import { SavedItemsSection } from '../../shared/ui/saved-items-section';
import { BankAccountCard } from './bank-account-card';
import { BankAccountDialog } from './bank-account-dialog';
import { withdrawPathOf } from './bank-paths';
import { useBankAccountActions } from './use-bank-account-actions';

/** 'add', an account id to edit, or closed. */
type DialogState = 'add' | number | null;

/**
 * <base>/Bankaccountinformation (main myAccount, wpm myAccount, WT's wtMyAccount): list, add,
 * edit, delete and set the default account.
 */
export default function BankAccountsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const accounts = useBankAccounts();
  const types = useBankAccountTypes();
  const [dialog, setDialog] = useState<DialogState>(null);
  const actions = useBankAccountActions();

  const typeLabel = (account: BankAccount) =>
    types.data?.find((o) => o.value === account.accountType)?.label ?? account.accountType;

  return (
    <PageFrame titleKey={titleKey}>
      <SavedItemsSection
        query={accounts}
        max={BANK_ACCOUNTS_MAX}
        text={{
          intro: t('bank.list.intro', { limit: BANK_ACCOUNTS_MAX }),
          add: t('bank.list.add'),
          atLimit: t('error.bankAccountLimit', { limit: BANK_ACCOUNTS_MAX }),
          empty: t('bank.list.empty'),
          listLabel: t('bank.list.label'),
        }}
        extra={<Link to={withdrawPathOf(pathname)}>{t('bank.list.toWithdraw')}</Link>}
        onAdd={() => setDialog('add')}
        renderItem={(account) => (
          <BankAccountCard
            account={account}
            typeLabel={typeLabel(account)}
            busy={actions.busyFor(account.id)}
            onEdit={() => setDialog(account.id)}
            onDelete={() => actions.confirmDelete(account)}
            onSetDefault={() => actions.setDefault(account)}
          />
        )}
      />
      {dialog !== null && (
        <BankAccountDialog
          accountId={dialog === 'add' ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </PageFrame>
  );
}
