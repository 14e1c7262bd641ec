import { CONFIG_FLAG_ON, CONFIG_KEY, type MemberInfo, type Platform } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../lib/app-store';
import { useSession } from '../../../lib/session/session-store';
import { mockApi, renderPage } from '../../../lib/test/render-page';
import type { ShellData } from '../use-shell-data';
import { AppHeader } from './app-header';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ member: null, companyCode: '', userName: '', loginName: '' });
  useAppStore.setState({ platformName: 'bzz' });
});

/** A header as the shell draws it; the messages link (live stream) is hidden by its setting. */
function renderHeader(options: {
  mobile?: boolean;
  platform?: Platform;
  companyCode?: string;
  isWorldPlan?: boolean;
  siteSwitch?: string;
}) {
  const platform = options.platform ?? 'bzz';
  const api = mockApi({
    'GET /sys/locale/serverDateTime': () => ({ data: { epochMs: Date.now() } }),
    [`GET /sys/config/${CONFIG_KEY.globalSiteSwitch}`]: () => ({
      data: { [CONFIG_KEY.globalSiteSwitch]: options.siteSwitch ?? 'N' },
    }),
  });
  useAppStore.setState({ platformName: platform });
  useSession.setState({
    loginName: 'demo',
    userName: 'Dana Morgan',
    companyCode: options.companyCode ?? 'US',
    avatarImgUrl: '',
    member: { isWorldPlan: options.isWorldPlan ?? true } as MemberInfo,
  });
  const data = {
    platform,
    mobile: options.mobile ?? false,
    settings: { [CONFIG_KEY.hideDashboardMessageMenu]: CONFIG_FLAG_ON },
  } as unknown as ShellData;
  renderPage(<AppHeader data={data} />, '/');
  return { header: screen.getByRole('banner'), api };
}

describe('the member header', { timeout: 30_000 }, () => {
  it('on a desktop: Settings and Log out in words, one platform switch, the language select', async () => {
    const { header } = renderHeader({});
    const settings = within(header).getByRole('link', { name: 'Settings' });
    expect(settings).toHaveTextContent('Settings');
    expect(settings).toHaveAttribute('href', '/myAccount/PersonalProfile');
    expect(within(header).getByRole('button', { name: 'Log out' })).toHaveTextContent('Log out');
    // one way to the other platform, where spec "Layout and navigation behaviour" says switching goes
    const switches = within(header).getAllByRole('link', { name: /^(World-plan|Main) portal$/ });
    expect(switches).toHaveLength(1);
    expect(switches[0]).toHaveAccessibleName('World-plan portal');
    expect(switches[0]).toHaveAttribute('href', '/wpm/shopping');
    expect(await within(header).findByRole('combobox', { name: 'Language' })).toBeVisible();
    // no picture chosen: the member's initials
    expect(within(header).getByRole('img', { name: 'Your picture' })).toHaveTextContent('DM');
  });

  it('on a phone: icons named by aria-label, the language in the drawer', () => {
    const { header } = renderHeader({ mobile: true });
    const logout = within(header).getByRole('button', { name: 'Log out' });
    expect(logout).toHaveAttribute('aria-label', 'Log out');
    expect(logout).not.toHaveTextContent('Log out');
    expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-label',
      'Settings',
    );
    expect(within(header).getByRole('link', { name: 'World-plan portal' })).toBeInTheDocument();
    expect(within(header).queryByRole('combobox')).toBeNull();
    expect(header.querySelector('.language-placeholder')).toBeNull();
  });

  it('on the marketplace the switch leads back to the main portal', () => {
    const { header } = renderHeader({ platform: 'wpm' });
    expect(within(header).getByRole('link', { name: 'Main portal' })).toHaveAttribute('href', '/');
  });

  it('a member outside the world plan sees it only when global.site.switch is on', async () => {
    const { header } = renderHeader({ isWorldPlan: false, siteSwitch: 'Y' });
    expect(await within(header).findByRole('link', { name: 'World-plan portal' })).toBeVisible();
  });

  it('no switch without the world plan and with the site switch off', async () => {
    const { header, api } = renderHeader({ isWorldPlan: false, siteSwitch: 'N' });
    const asked = `GET /sys/config/${CONFIG_KEY.globalSiteSwitch}`;
    await waitFor(() => expect(api.sent(asked)).toHaveLength(1));
    // the answer drawn
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(header).queryByRole('link', { name: /^(World-plan|Main) portal$/ })).toBeNull();
  });

  it('the marketplace-only company has no other platform to switch to', () => {
    const { header } = renderHeader({ platform: 'wpm', companyCode: 'WT' });
    expect(within(header).queryByRole('link', { name: /^(World-plan|Main) portal$/ })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/wpm/wtMyAccount/PersonalProfile',
    );
  });
});
