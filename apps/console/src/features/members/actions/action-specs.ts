import { CONSOLE_MEMBER_ACTIONS_CALLS, type ConsolePermission } from '@portal/contract';
import type { TFunction } from 'i18next';
import { callConsole } from '../../../lib/api';

const C = CONSOLE_MEMBER_ACTIONS_CALLS;

export type MemberActionName = 'passwordReset' | 'pinUnlock' | 'viewAs' | 'export' | 'erase';

export interface ActionInput {
  memberId: number;
  reason: string;
  confirmLogin?: string;
}

/** What an action shows once done: a line of text and, for view-as, the link it opened. */
export interface ActionResult {
  text: string;
  url?: string;
}

export interface MemberActionSpec {
  name: MemberActionName;
  permission: ConsolePermission;
  /** a red button and a red OK: the action cannot be taken back */
  danger?: boolean;
  /** the operator types the member's login name to confirm */
  confirmLogin?: boolean;
  run: (input: ActionInput, t: TFunction) => Promise<ActionResult>;
}

const body = (input: ActionInput) => ({
  params: { id: input.memberId },
  body: { reason: input.reason },
});

/** The member desk's further actions, in the order their buttons show. */
export const MEMBER_ACTIONS: readonly MemberActionSpec[] = [
  {
    name: 'passwordReset',
    permission: 'member:reset-password',
    run: async (input, t) => {
      const done = await callConsole(C.memberPasswordReset, body(input));
      return { text: t('consoleMemberActions.passwordReset.done', { sentTo: done.sentTo }) };
    },
  },
  {
    name: 'pinUnlock',
    permission: 'member:unlock-pin',
    run: async (input, t) => {
      const done = await callConsole(C.memberPinUnlock, body(input));
      return {
        text: t(
          done.wasLocked
            ? 'consoleMemberActions.pinUnlock.done'
            : 'consoleMemberActions.pinUnlock.notLocked',
        ),
      };
    },
  },
  {
    name: 'viewAs',
    permission: 'member:view-as',
    run: async (input, t) => {
      const done = await callConsole(C.memberViewAs, body(input));
      // may be blocked as a pop-up after the wait: the link in the result opens it too
      window.open(done.url, '_blank', 'noopener,noreferrer');
      return {
        text: t('consoleMemberActions.viewAs.done', { seconds: done.expiresInSeconds }),
        url: done.url,
      };
    },
  },
  {
    name: 'export',
    permission: 'member:privacy',
    run: async (input, t) => {
      await callConsole(C.memberExport, {
        params: { id: input.memberId },
        query: { reason: input.reason },
      });
      return { text: t('consoleMemberActions.export.done') };
    },
  },
  {
    name: 'erase',
    permission: 'member:privacy',
    danger: true,
    confirmLogin: true,
    run: async (input, t) => {
      await callConsole(C.memberErase, {
        params: { id: input.memberId },
        body: { reason: input.reason, confirmLogin: input.confirmLogin ?? '' },
      });
      return { text: t('consoleMemberActions.erase.done') };
    },
  },
];
