import type { MenuNode } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../lib/test/render-page';
import type { ShellData } from '../use-shell-data';
import { DrawerMenu } from './drawer-menu';
import { indexByPath } from './menu-items';
import { TopMenu } from './top-menu';

const node = (name: string, path: string, children: MenuNode[] = []): MenuNode =>
  ({
    name,
    path,
    meta: {
      showName: `menu.${name}`,
      show: true,
      position: children.length ? 'top' : 'left',
      keepAlive: true,
      icon: null,
    },
    children,
  }) as unknown as MenuNode;

const SECTIONS = [
  node('dashboard', '/dashboard', [node('SystemIndex', '/dashboard/SystemIndex')]),
  node('myAccount', '/myAccount', [
    node('MyEwallet', '/myAccount/MyEwallet'),
    node('Transfer', '/myAccount/Transfer'),
  ]),
];

const data = {
  sections: SECTIONS,
  index: indexByPath(SECTIONS),
  isDisabled: () => false,
} as unknown as ShellData;

/** Drop-downs shown: the first-level items the top menu marks open. */
const openItems = (nav: HTMLElement) => nav.querySelectorAll('.menu-open');

describe('TopMenu', { timeout: 30_000 }, () => {
  it('opens one drop-down at a time and closes it after a choice', async () => {
    renderPage(<TopMenu data={data} />, '/dashboard/SystemIndex');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const [dashboard, account] = Array.from(nav.querySelectorAll(':scope > ul > li'));
    fireEvent.mouseEnter(dashboard!);
    fireEvent.mouseEnter(account!);
    expect(openItems(nav)).toHaveLength(1);
    expect(account).toHaveClass('menu-open');
    fireEvent.click(within(account as HTMLElement).getByRole('link', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/myAccount/Transfer'),
    );
    expect(openItems(nav)).toHaveLength(0);
  });

  it('stays closed on focus, opens into an entry on Arrow Down, closes on Escape', async () => {
    renderPage(<TopMenu data={data} />, '/dashboard/SystemIndex');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const section = screen.getByRole('link', { name: 'My Account' });
    section.focus();
    // Tab walks the sections only: their entries stay out of the Tab order until opened
    expect(openItems(nav)).toHaveLength(0);
    fireEvent.keyDown(section, { key: 'ArrowDown' });
    expect(openItems(nav)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).not.toBe(section));
    expect(section.closest('li')).toContainElement(document.activeElement as HTMLElement);
    const entry = screen.getByRole('link', { name: 'Transfer' });
    entry.focus();
    fireEvent.keyDown(entry, { key: 'Escape' });
    expect(openItems(nav)).toHaveLength(0);
    expect(section).toHaveFocus();
  });
});

describe('DrawerMenu', { timeout: 30_000 }, () => {
  it('groups entries under collapsible sections, the current one open', () => {
    renderPage(<DrawerMenu data={data} act={() => undefined} />, '/myAccount/MyEwallet');
    const account = screen.getByRole('button', { name: 'My Account' });
    const dashboard = screen.getByRole('button', { name: 'Dashboard' });
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(dashboard).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Transfer' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    fireEvent.click(dashboard);
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
  });
});
