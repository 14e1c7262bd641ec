import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { useSession } from '../../lib/session/session-store';
import { useBalances } from './api/balances';
import { useRecentMovements } from './api/recent-movements';
import { BalanceCards, BalancePlaceholder } from './components/balance-cards';
import { LoadError } from './components/load-error';
import { MovementsTable } from './components/movements-table';
import { WalletShortcuts } from './components/wallet-shortcuts';
import { useWalletLinks } from './wallet-links';
import './wallet.css';

function Balances() {
  const memberId = useSession((state) => state.memberId);
  const balances = useBalances(memberId);
  if (balances.isPending) return <BalancePlaceholder />;
  if (balances.isError) {
    return <LoadError error={balances.error} onRetry={() => void balances.refetch()} />;
  }
  return <BalanceCards balances={balances.data} />;
}

function RecentMovements() {
  const { t } = useTranslation();
  const links = useWalletLinks();
  const recent = useRecentMovements();
  const titleId = useUniqueId('wallet-recent-title');
  return (
    <section className="wallet-section" aria-labelledby={titleId}>
      <div className="wallet-section-head">
        <h2 id={titleId} className="panel-title">
          {t('wallet.recent.title')}
        </h2>
        <Link to={links.history}>{t('wallet.recent.all')}</Link>
      </div>
      {recent.isError ? (
        <LoadError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : (
        <MovementsTable
          movements={recent.data ?? []}
          loading={recent.isPending}
          showAccount
          emptyText={t('wallet.recent.empty')}
          label={t('wallet.recent.title')}
        />
      )}
    </section>
  );
}

/** MyEwallet: the three balances, where money can go, and what moved lately. */
export default function MyEwalletPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <div className="wallet-stack">
        <Balances />
        <WalletShortcuts />
        <RecentMovements />
      </div>
    </PageFrame>
  );
}
