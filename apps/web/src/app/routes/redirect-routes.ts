import { titleKey } from './route-helpers';
import type { RedirectRoute } from './route-types';

const redirect = (path: string, to: string, name: string): RedirectRoute => ({
  path,
  to,
  title: titleKey(name),
});

/**
 * Spec 2.2 and 2.3 redirects. /memberBenefit is not here: it depends on the menu setting
 * IS_VERSION_202303 (see member-benefit-redirect.tsx).
 */
export const REDIRECT_ROUTES: RedirectRoute[] = [
  redirect('/', '/dashboard', 'home'),
  redirect('/dashboard', '/dashboard/SystemIndex', 'dashboard'),
  redirect(
    '/dashboard/myOrganization',
    '/dashboard/myOrganization/PlacementChat',
    'myOrganization',
  ),
  redirect('/dashboard/myPromotion', '/dashboard/myPromotion/alphaspin', 'myPromotion'),
  redirect('/shopping', '/shopping/ShoppingMall', 'shopping'),
  redirect('/shopping/AutoOrder', '/shopping/AutoOrder/Mall', 'AutoOrder'),
  redirect('/memberBenefit/PointsShop', '/memberBenefit/PointsShop/exchange', 'PointsShop'),
  redirect('/myAccount', '/myAccount/MyEwallet', 'myAccount'),
  redirect('/wpm', '/wpm/dashboard', 'wpm'),
  redirect('/wpm/dashboard', '/wpm/dashboard/SystemIndex', 'dashboard'),
  redirect(
    '/wpm/dashboard/myOrganization',
    '/wpm/dashboard/myOrganization/PlacementChat',
    'myOrganization',
  ),
  redirect('/wpm/dashboard/myPromotion', '/wpm/dashboard/myPromotion/alphaspin', 'myPromotion'),
  redirect('/wpm/shopping', '/wpm/shopping/ShoppingMall', 'shopping'),
  redirect('/wpm/memberBenefit', '/wpm/memberBenefit/BonusReport', 'memberBenefit'),
  redirect('/wpm/myAccount', '/wpm/myAccount/MyEwallet', 'myAccount'),
  redirect('/wpm/wtMyAccount', '/wpm/wtMyAccount/MyEwallet', 'wtMyAccount'),
];

export const MEMBER_BENEFIT_PATH = '/memberBenefit';
export const MEMBER_BENEFIT_TARGETS = {
  version202303: '/memberBenefit/BonusReport/bnIndex',
  legacy: '/memberBenefit/BonusReport',
} as const;
