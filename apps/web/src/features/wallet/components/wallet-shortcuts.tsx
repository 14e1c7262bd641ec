import {
  BankOutlined,
  ExportOutlined,
  HistoryOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useExternalWalletUrl } from '../../../shared/api/external-wallet-url';
import { useWalletLinks } from '../wallet-links';

interface Shortcut {
  to: string;
  label: string;
  icon: ReactNode;
}

/** Where money goes from here; the external wallet site opens in a new tab when one is set. */
export function WalletShortcuts() {
  const { t } = useTranslation();
  const links = useWalletLinks();
  const external = useExternalWalletUrl();
  const shortcuts: Shortcut[] = [
    { to: links.transfer, label: 'wallet.shortcut.transfer', icon: <SwapOutlined /> },
    { to: links.withdraw, label: 'wallet.shortcut.withdraw', icon: <BankOutlined /> },
    { to: links.history, label: 'wallet.shortcut.history', icon: <HistoryOutlined /> },
  ];
  return (
    <nav className="wallet-shortcuts" aria-label={t('wallet.shortcut.title')}>
      {shortcuts.map((s) => (
        <Link key={s.to} to={s.to} className="wallet-shortcut">
          <span className="wallet-shortcut-icon" aria-hidden>
            {s.icon}
          </span>
          <span>{t(s.label)}</span>
        </Link>
      ))}
      {external.data && (
        <a
          className="wallet-shortcut"
          href={external.data}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="wallet-shortcut-icon" aria-hidden>
            <WalletOutlined />
          </span>
          <span>
            {t('wallet.shortcut.external')} <ExportOutlined aria-hidden />
            <span className="visually-hidden">{t('wallet.shortcut.newTab')}</span>
          </span>
        </a>
      )}
    </nav>
  );
}
