import { WALLET_PAGE, type Withdrawal, type WithdrawalStatus } from '@portal/contract';
import { Empty, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { messageOf } from '../../../shared/ui/field-errors';
import { useFeedback } from '../../../lib/feedback/feedback';
import { Loading } from '../../../shared/ui/loading';
import { usePaginationLabels } from '../../../shared/ui/pagination-labels';
import { useBalances } from '../api/balances';
import { useBankAccounts } from '../../../shared/api/bank-accounts';
import { useWithdrawHistory } from '../api/withdraw-history';
import { LoadError } from './load-error';
import { useWithdrawalActions } from './use-withdrawal-actions';
import { WithdrawalCard } from './withdrawal-card';
import { WithdrawalUpdateDialog } from './withdrawal-update-dialog';

/** The member's withdrawals, newest first, a page at a time, with cancel and change. */
export function WithdrawalList({ status }: { status?: WithdrawalStatus }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const itemRender = usePaginationLabels();
  const [page, setPage] = useState({ pageNum: 1, pageSize: WALLET_PAGE.defaultSize });
  // a new filter starts at its first page
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    setShownStatus(status);
    setPage((p) => ({ ...p, pageNum: 1 }));
  }
  const history = useWithdrawHistory({ status, ...page });
  const memberId = useSession((state) => state.memberId);
  const balances = useBalances(memberId);
  const banks = useBankAccounts();
  const actions = useWithdrawalActions();
  const [editing, setEditing] = useState<Withdrawal | null>(null);

  const askCancel = (w: Withdrawal) => {
    void modal.confirm({
      title: t('wallet.withdraw.cancelTitle', { id: w.id }),
      content: t('wallet.withdraw.cancelConfirm'),
      okText: t('wallet.withdraw.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('wallet.keep'),
      onOk: async () => {
        try {
          await actions.cancel(w);
          void message.success(t('wallet.withdraw.cancelled'));
        } catch (failure) {
          void message.error(messageOf(failure, t));
        }
      },
    });
  };

  if (history.isPending) return <Loading />;
  if (history.isError) {
    return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  }
  const { list, total } = history.data;
  if (list.length === 0) return <Empty description={t('wallet.withdraw.empty')} />;
  return (
    <>
      <div className="withdrawal-list" aria-busy={history.isFetching}>
        {list.map((w) => (
          <WithdrawalCard key={w.id} withdrawal={w} onCancel={askCancel} onUpdate={setEditing} />
        ))}
      </div>
      <Pagination
        className="wallet-pagination"
        current={page.pageNum}
        pageSize={page.pageSize}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        itemRender={itemRender}
        onChange={(pageNum) => setPage((p) => ({ ...p, pageNum }))}
      />
      {editing && (
        <WithdrawalUpdateDialog
          withdrawal={editing}
          bankAccounts={banks.data ?? []}
          available={balances.data?.find((b) => b.account === editing.account)?.available}
          saving={actions.updating}
          onSave={async (body) => {
            await actions.update(editing, body);
            void message.success(t('wallet.withdraw.updated'));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
