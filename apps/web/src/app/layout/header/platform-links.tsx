import { SwapOutlined } from '@ant-design/icons';
import { MARKETPLACE_ONLY_COMPANY } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSiteSwitch } from '../../../features/system/api/site-switch';
import { useAppStore } from '../../../lib/app-store';
import { useSession } from '../../../lib/session/session-store';
import {
  PLATFORM_SWITCH_TARGET,
  PORTAL_SWITCH_TARGET,
  showPortalSwitch,
} from '../../../lib/shell-rules/header-rules';

/** The platform-switch icon (world-plan members) and the portal switch link (global.site.switch). */
export function PlatformLinks({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = useAppStore((state) => state.platformName);
  const companyCode = useSession((state) => state.companyCode);
  const isWorldPlan = useSession((state) => state.member?.isWorldPlan ?? false);
  const canSwitch = companyCode !== MARKETPLACE_ONLY_COMPANY;
  const siteSwitch = useSiteSwitch(canSwitch);
  const portalLink =
    canSwitch &&
    showPortalSwitch({ siteSwitch: siteSwitch.data ?? false, hostname: window.location.hostname });
  const switchLabel = t(platform === 'wpm' ? 'web.header.toMain' : 'web.header.toMarketplace');

  return (
    <>
      {canSwitch && isWorldPlan && (
        <Button
          type="text"
          className="header-icon platform-switch"
          icon={<SwapOutlined aria-hidden />}
          aria-label={t('web.header.switchPlatform')}
          title={t('web.header.switchPlatform')}
          onClick={() => navigate(PLATFORM_SWITCH_TARGET[platform])}
        />
      )}
      {portalLink && !compact && (
        <Link className="portal-switch" to={PORTAL_SWITCH_TARGET[platform]}>
          {switchLabel}
        </Link>
      )}
    </>
  );
}
