import { useLocation } from 'react-router-dom';
import { accountBase, securityLinks } from './security-paths';

/** Links to the security pages under the base the current page was opened from. */
export const useSecurityLinks = () => securityLinks(accountBase(useLocation().pathname));
