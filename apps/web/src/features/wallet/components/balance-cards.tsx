import type { WalletBalance } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money';

/** The member's accounts side by side (stacked on a phone), each in its own currency. */
export function BalanceCards({ balances }: { balances: WalletBalance[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="wallet-balances" aria-label={t('wallet.balance.title')}>
      {balances.map((b) => (
        <li key={b.account} className={`wallet-balance wallet-balance-${b.account}`}>
          <span className="wallet-balance-name">{t(`wallet.account.${b.account}`)}</span>
          <span className="wallet-balance-amount" data-testid={`balance-${b.account}`}>
            {formatMoney(b.balance, b.minorUnit, b.currency, i18n.language)}
          </span>
          {b.available !== b.balance && (
            <span className="wallet-balance-available">
              {t('wallet.balance.available', {
                amount: formatMoney(b.available, b.minorUnit, b.currency, i18n.language),
              })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Accounts a member usually has: the placeholder draws as many, so the page does not move. */
const USUAL_ACCOUNTS = 3;

/**
 * The balances' place while they load: cards of the loaded cards' size (name and amount lines,
 * greyed), announced as loading, so the shortcuts and the movements below do not jump down
 * when the figures arrive (they were the wallet's largest layout shift on a phone).
 */
export function BalancePlaceholder() {
  const { t } = useTranslation();
  return (
    <ul className="wallet-balances" aria-busy="true" aria-label={t('web.loading')}>
      {Array.from({ length: USUAL_ACCOUNTS }, (_, i) => (
        <li key={i} className="wallet-balance wallet-balance-placeholder">
          <span className="wallet-balance-name">&nbsp;</span>
          <span className="wallet-balance-amount">&nbsp;</span>
        </li>
      ))}
    </ul>
  );
}
