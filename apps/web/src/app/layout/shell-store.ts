import { create } from 'zustand';

/** Dialogs and drawers of the shell that any menu can open. */
interface ShellUi {
  drawerOpen: boolean;
  enrollOpen: boolean;
}

export const useShellUi = create<ShellUi>(() => ({ drawerOpen: false, enrollOpen: false }));
