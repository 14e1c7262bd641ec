import { SwapOutlined } from '@ant-design/icons';
import { MARKETPLACE_ONLY_COMPANY } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useSiteSwitch } from '../../../features/system/api/site-switch';
import { useAppStore } from '../../../lib/app-store';
import { useSession } from '../../../lib/session/session-store';
import { PORTAL_SWITCH_TARGET, showPortalSwitch } from '../../../lib/shell-rules/header-rules';
import { HeaderAction } from './header-action';

/**
 * The one platform switch, in the header: "World-plan portal" on the main platform, "Main
 * portal" on the marketplace. Spec 2.4 names two ways to the other platform (an icon for
 * world-plan members, a link when global.site.switch is on), which drew two controls doing the
 * same thing; this one shows when either applies, and goes where spec "Layout and navigation behaviour" says switching goes
 * (/wpm/shopping, back to /). In the header, not the menu: there on every page and every
 * width, where both were before.
 */
export function PlatformSwitch({ labelled }: { labelled: boolean }) {
  const { t } = useTranslation();
  const platform = useAppStore((state) => state.platformName);
  const companyCode = useSession((state) => state.companyCode);
  const isWorldPlan = useSession((state) => state.member?.isWorldPlan ?? false);
  const canSwitch = companyCode !== MARKETPLACE_ONLY_COMPANY;
  const siteSwitch = useSiteSwitch(canSwitch && !isWorldPlan);
  const portalLink = showPortalSwitch({
    siteSwitch: siteSwitch.data ?? false,
    hostname: window.location.hostname,
  });
  if (!canSwitch || !(isWorldPlan || portalLink)) return null;
  return (
    <HeaderAction
      to={PORTAL_SWITCH_TARGET[platform]}
      icon={<SwapOutlined />}
      label={t(platform === 'wpm' ? 'web.header.toMain' : 'web.header.toMarketplace')}
      labelled={labelled}
      className="platform-switch"
    />
  );
}
