/** The message centre, and the notices other modules post to a member. */
export {
  mailNotice,
  notifyMember,
  postNotice,
  type Notice,
  type NoticeKind,
  type NoticeRecipient,
} from './member-notice.service.js';
