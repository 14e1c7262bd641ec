/** The message centre, and the notices other modules post to a member. */
export {
  mailNotice,
  notifyMember,
  noticeInsert,
  postNotice,
  type LocalizedParams,
  type Notice,
  type NoticeInsert,
  type NoticeKind,
  type NoticeMailDeps,
  type NoticeRecipient,
} from './member-notice.service.js';
// message centre: operators' messages, and the fan-out the ops process publishes to
export {
  MessageSendError,
  sendMessage,
  type SendInput,
  type SendTarget,
} from './message-send.service.js';
export { useUnreadRedis } from './unread-hub.js';
// a company's notices and news in several languages, each member reading their own
export { insertMessageTexts, type MessageText } from './message-texts.service.js';
export { memberLocaleOf, noticeMemberById, noticeMembers } from './notice-by-id.service.js';
// the console's member page: the latest messages written to the member
export { latestMessagesTo } from './message-desk.service.js';
