import { PlusOutlined } from '@ant-design/icons';
import { BANK_ACCOUNTS_MAX, type BankAccount } from '@portal/contract';
import { Alert, Button, Col, Empty, Flex, Result, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { messageOf } from '../../lib/ui/field-errors';
import { Loading } from '../../lib/ui/loading';
import { PageFrame } from '../../lib/ui/page-frame';
import type { PageProps } from '../../lib/ui/page-props';
import { useBankAccountTypes } from './api/bank-account-types';
import { useBankAccounts } from '../../shared/api/bank-accounts';
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

  const list = accounts.data ?? [];
  const atLimit = list.length >= BANK_ACCOUNTS_MAX;
  const typeLabel = (account: BankAccount) =>
    types.data?.find((o) => o.value === account.accountType)?.label ?? account.accountType;

  const content = () => {
    if (accounts.isPending) return <Loading />;
    if (accounts.isError) return <Result status="warning" title={messageOf(accounts.error, t)} />;
    if (list.length === 0) return <Empty description={t('bank.list.empty')} />;
    return (
      <Row gutter={[16, 16]} role="list" aria-label={t('bank.list.label')}>
        {list.map((account) => (
          <Col key={account.id} xs={24} md={12} xl={8} role="listitem">
            <BankAccountCard
              account={account}
              typeLabel={typeLabel(account)}
              busy={actions.busyFor(account.id)}
              onEdit={() => setDialog(account.id)}
              onDelete={() => actions.confirmDelete(account)}
              onSetDefault={() => actions.setDefault(account)}
            />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <Flex vertical gap="middle">
        <Flex wrap gap="middle" align="center" justify="space-between">
          <p className="muted">{t('bank.list.intro', { limit: BANK_ACCOUNTS_MAX })}</p>
          <Link to={withdrawPathOf(pathname)}>{t('bank.list.toWithdraw')}</Link>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={accounts.isPending || atLimit}
            onClick={() => setDialog('add')}
          >
            {t('bank.list.add')}
          </Button>
        </Flex>
        {atLimit && (
          <Alert
            type="info"
            showIcon
            title={t('error.bankAccountLimit', { limit: BANK_ACCOUNTS_MAX })}
          />
        )}
        {content()}
      </Flex>
      {dialog !== null && (
        <BankAccountDialog
          accountId={dialog === 'add' ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </PageFrame>
  );
}
