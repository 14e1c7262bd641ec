import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { useFocusOnMount } from '../../shared/ui/focus-on-mount';
import { BalanceCards } from './components/balance-cards';
import type { TransferOutcome } from './components/transfer-form';
import { useMoney } from './money-hooks';
import { useWalletLinks } from './wallet-links';
import './wallet.css';
import { Facts } from '../../shared/ui/facts';

function isOutcome(state: unknown): state is TransferOutcome {
  return typeof state === 'object' && state !== null && 'result' in state;
}

/** Transfer/Result: what was sent to whom, and the balances after it. */
export default function TransferResultPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const links = useWalletLinks();
  const navigate = useNavigate();
  const money = useMoney();
  // the form and its submit button are gone: the outcome takes the focus, read first
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const balancesId = useUniqueId('wallet-after-title');
  const again = (
    <Button key="again" type="primary" onClick={() => navigate(links.transfer)}>
      {t('wallet.result.again')}
    </Button>
  );
  if (!isOutcome(state)) {
    return (
      <PageFrame titleKey={titleKey}>
        <Result
          status="info"
          title={
            <h2 ref={headingRef} tabIndex={-1} className="result-heading">
              {t('wallet.result.none')}
            </h2>
          }
          extra={again}
        />
      </PageFrame>
    );
  }
  const { result, recipient } = state;
  const to = recipient
    ? t('wallet.transfer.recipientName', {
        name: recipient.name,
        loginName: recipient.loginName,
        memberId: recipient.memberId,
      })
    : t('wallet.account.eproduct');
  return (
    <PageFrame titleKey={titleKey}>
      <Result
        className="wallet-result"
        status="success"
        title={
          <h2 ref={headingRef} tabIndex={-1} className="result-heading">
            {t('wallet.result.success')}
          </h2>
        }
        subTitle={t('wallet.result.summary', { amount: money(result.amount, result.currency), to })}
        extra={[
          again,
          <Button key="home" onClick={() => navigate(links.home)}>
            {t('wallet.result.toWallet')}
          </Button>,
        ]}
      />
      <div className="wallet-stack">
        <Facts
          size="small"
          bordered
          column={1}
          items={[{ key: 'id', label: t('wallet.result.transferId'), children: result.transferId }]}
        />
        <section aria-labelledby={balancesId}>
          <h2 id={balancesId} className="panel-title">
            {t('wallet.result.balances')}
          </h2>
          <BalanceCards balances={result.balances} />
        </section>
      </div>
    </PageFrame>
  );
}
