import { useTranslation } from 'react-i18next';
import type { ShellData } from '../use-shell-data';
import { MenuList } from './menu-list';
import { useMenuActions } from './use-menu-actions';

/** The sections with their entries as drop-downs; NO_ACTION_TOP_MENU titles do nothing. */
export function TopMenu({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const act = useMenuActions(data.index);
  return (
    <nav aria-label={t('web.menu.top')} className="top-menu">
      <MenuList
        nodes={data.sections}
        origin="top"
        act={act}
        isDisabled={data.isDisabled}
        withIcons
      />
    </nav>
  );
}
