import { MESSAGE_TYPE } from '@portal/contract';
import type { MessageTexts } from './message-seed.js';

const { systemNotice: NOTICE, news: NEWS, personal: PERSONAL } = MESSAGE_TYPE;

export const MESSAGES_EN: MessageTexts = {
  notices: ({ menu }) => [
    {
      type: NOTICE,
      title: 'Scheduled maintenance this Sunday',
      body: 'The member portal will be unavailable this Sunday from 02:00 to 04:00 (UTC+8) while we upgrade our servers.\n\nOrders, payments and withdrawals made before or after that window are not affected. Thank you for your patience.',
      daysAgo: 2,
    },
    {
      type: NOTICE,
      title: 'We will never ask for your password',
      body: `Our staff will never ask for your password, your e-wallet PIN or a verification code, by phone, email or chat.\n\nIf someone does, do not answer: change your password under ${menu('myAccount', 'PersonalProfile')} and tell customer service.`,
      daysAgo: 20,
    },
  ],
  company: ({ company, tel, menu }) => [
    {
      type: NEWS,
      title: `${company}: new products in the shopping mall`,
      body: `New products are in the ${menu('shopping', 'ShoppingMall')}.\n\nOrders paid before the weekly cycle closes (Monday 00:00, UTC+8) count towards that week's volumes.`,
      daysAgo: 4,
    },
    {
      type: NEWS,
      title: 'How your weekly bonus is paid',
      body: `Bonuses are calculated every week, when the cycle closes on Monday at 00:00 (UTC+8).\n\nEach closed week's statement is under ${menu('memberBenefit', 'BonusReport')}, and the bonus paid reaches the bonus account of your e-wallet (${menu('myAccount', 'MyEwallet')}).`,
      daysAgo: 12,
    },
    {
      type: NOTICE,
      title: 'Customer service hours during the public holiday',
      body: `Customer service is closed on the coming public holiday and reopens the next business day. Urgent questions: ${tel}.\n\nOrders paid during the holiday ship on the first business day after it.`,
      daysAgo: 30,
    },
  ],
  personal: ({ firstName, menu }) => [
    {
      type: PERSONAL,
      title: `Welcome to your new back office, ${firstName}`,
      body: `Hello ${firstName},\n\nYour back office is ready. Check your details under ${menu('myAccount', 'PersonalProfile')} and your addresses under ${menu('myAccount', 'Logisticmanagerment')}, and set your e-wallet PIN under ${menu('myAccount', 'Securitysetting')} so that orders and withdrawals go smoothly.\n\nYour team is under ${menu('myOrganization', 'DirectlyRecommend')}.`,
      daysAgo: 40,
    },
  ],
};
