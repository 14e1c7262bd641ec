import { MESSAGE_TYPE, type MessageType } from '@portal/contract';

export interface MessageSeed {
  type: MessageType;
  title: string;
  body: string;
  /** how long before the seed run the message was sent */
  daysAgo: number;
}

/** System notices to every member of every company. */
export const GLOBAL_NOTICES: MessageSeed[] = [
  {
    type: MESSAGE_TYPE.systemNotice,
    title: 'Scheduled maintenance this Sunday',
    body: 'The member portal will be unavailable on Sunday from 02:00 to 04:00 (UTC+8) while we upgrade our servers.\n\nOrders and autoship payments due in that window will be processed as soon as the portal is back. Thank you for your patience.',
    daysAgo: 2,
  },
  {
    type: MESSAGE_TYPE.systemNotice,
    title: 'We will never ask for your password',
    body: 'Our staff will never ask for your password, your e-wallet PIN or a verification code, by phone, e-mail or chat.\n\nIf someone does, do not answer: change your password under My Account > Security Settings and tell customer service.',
    daysAgo: 20,
  },
];

/** Notices and news to every member of one company. */
export const companyMessages = (company: string, tel: string): MessageSeed[] => [
  {
    type: MESSAGE_TYPE.news,
    title: `${company}: the new season catalogue is here`,
    body: `The new season catalogue is now in the shopping mall, with two new nutrition products and refreshed skin-care packs.\n\nOrder this month and the bonus volume counts towards the current quarterly promotion.`,
    daysAgo: 4,
  },
  {
    type: MESSAGE_TYPE.news,
    title: 'Quarterly promotion results are published',
    body: 'The results of last quarter\'s promotion are now under Dashboard > My promotion.\n\nCongratulations to every qualifier; trips and prizes will be confirmed by e-mail within two weeks.',
    daysAgo: 12,
  },
  {
    type: MESSAGE_TYPE.systemNotice,
    title: 'Customer service hours during the public holiday',
    body: `Customer service is closed on the coming public holiday and reopens the next business day. Urgent questions: ${tel}.\n\nOrders paid during the holiday ship on the first business day after it.`,
    daysAgo: 30,
  },
];

/** Personal messages to one demo member. */
export const personalMessages = (firstName: string): MessageSeed[] => [
  {
    type: MESSAGE_TYPE.personal,
    title: `Welcome to your back office, ${firstName}`,
    body: `Hello ${firstName},\n\nYour back office is ready. Complete your personal profile, add a shipping address and set your e-wallet PIN under My account so that orders and withdrawals go smoothly.`,
    daysAgo: 40,
  },
  {
    type: MESSAGE_TYPE.personal,
    title: 'Your bonus statement is ready',
    body: 'Your bonus statement for last month is now available under Member\'s benefit > Bonus report.\n\nPaid bonuses are credited to the bonus account of your e-wallet.',
    daysAgo: 6,
  },
  {
    type: MESSAGE_TYPE.personal,
    title: 'Your autoship order runs in 5 days',
    body: 'Your next autoship order will be placed and charged in 5 days.\n\nTo change its products or payment method, open Shopping > Auto order before then.',
    daysAgo: 1,
  },
  {
    type: MESSAGE_TYPE.personal,
    title: 'A new member joined your team',
    body: 'A new distributor has enrolled in your organisation. See them under Dashboard > My organization > Directly recommend, and welcome them to the team.',
    daysAgo: 0,
  },
];
