import { Loading } from '../../shared/ui/loading';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { useSession } from '../../lib/session/session-store';
import { useBalances } from './api/balances';
import { useTransferLimits } from './api/transfer-limits';
import { LoadError } from './components/load-error';
import { PinGate } from './components/pin-gate';
import { TransferForm } from './components/transfer-form';
import { TransferLimitsPanel } from './components/transfer-limits';
import './wallet.css';

function TransferContent() {
  const memberId = useSession((state) => state.memberId);
  const balances = useBalances(memberId);
  const limits = useTransferLimits();
  if (balances.isError || limits.isError) {
    const retry = () => {
      void balances.refetch();
      void limits.refetch();
    };
    return <LoadError error={balances.error ?? limits.error} onRetry={retry} />;
  }
  const bonus = balances.data?.find((b) => b.account === 'bonus');
  if (!bonus || !limits.data) return <Loading />;
  return (
    <div className="wallet-stack">
      <TransferLimitsPanel bonus={bonus} limits={limits.data} />
      <TransferForm bonus={bonus} limits={limits.data} />
    </div>
  );
}

/** Transfer: to another member's bonus account or to one's own e-product account. */
export default function TransferPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <PinGate>
        <TransferContent />
      </PinGate>
    </PageFrame>
  );
}
