import { CONFIG_KEY, MENU_FLAG } from '@portal/contract';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { STORAGE, readJson } from '../../lib/session/cookies';
import { MEMBER_BENEFIT_TARGETS } from './redirect-routes';

/** A spec "Main mode", "Marketplace mode" redirect; the source travels along so the platform rule can see it. */
export function RouteRedirect({ from, to }: { from: string; to: string }) {
  const { search } = useLocation();
  const state = useMemo(() => ({ redirectedFrom: from }), [from]);
  return <Navigate to={`${to}${search}`} replace state={state} />;
}

/** /memberBenefit → BonusReport/bnIndex unless IS_VERSION_202303 is 'f', then BonusReport. */
export function MemberBenefitRedirect() {
  const config = readJson<Record<string, string>>(STORAGE.menuConfig) ?? {};
  const legacy = config[CONFIG_KEY.isVersion202303] === MENU_FLAG.off;
  return (
    <RouteRedirect
      from="/memberBenefit"
      to={legacy ? MEMBER_BENEFIT_TARGETS.legacy : MEMBER_BENEFIT_TARGETS.version202303}
    />
  );
}
