import { MESSAGE_TYPE } from '@portal/contract';
import type { MessageTexts } from './message-seed.js';

const { systemNotice: NOTICE, news: NEWS, personal: PERSONAL } = MESSAGE_TYPE;

export const MESSAGES_ZH_CN: MessageTexts = {
  notices: ({ menu }) => [
    {
      type: NOTICE,
      title: '本周日系统维护',
      body: '为升级服务器，会员门户将于本周日 02:00 至 04:00（UTC+8）暂停使用。\n\n在此时段之前或之后的订单、付款和提现不受影响。感谢您的耐心。',
      daysAgo: 2,
    },
    {
      type: NOTICE,
      title: '我们绝不会索要您的密码',
      body: `我们的员工绝不会通过电话、电子邮件或聊天索要您的密码、电子钱包 PIN 或验证码。\n\n如有人索要，请勿回应：请在「${menu('myAccount', 'PersonalProfile')}」中修改密码，并告知客服。`,
      daysAgo: 20,
    },
  ],
  company: ({ company, tel, menu }) => [
    {
      type: NEWS,
      title: `${company}：购物商城上新`,
      body: `新产品已在「${menu('shopping', 'ShoppingMall')}」上架。\n\n在每周周期结算（周一 00:00，UTC+8）之前付款的订单，计入当周业绩。`,
      daysAgo: 4,
    },
    {
      type: NEWS,
      title: '每周奖金如何发放',
      body: `奖金每周计算一次，在周一 00:00（UTC+8）周期结算时进行。\n\n每个已结算周的明细见「${menu('memberBenefit', 'BonusReport')}」，发放的奖金进入您电子钱包的奖金账户（「${menu('myAccount', 'MyEwallet')}」）。`,
      daysAgo: 12,
    },
    {
      type: NOTICE,
      title: '公众假期客服时间',
      body: `客服将于即将到来的公众假期休息，并于下一个工作日恢复服务。紧急问题请致电：${tel}。\n\n假期内付款的订单将在假期后的第一个工作日发货。`,
      daysAgo: 30,
    },
  ],
  personal: ({ firstName, menu }) => [
    {
      type: PERSONAL,
      title: `欢迎使用全新的后台，${firstName}`,
      body: `${firstName}，您好：\n\n您的后台已准备就绪。请在「${menu('myAccount', 'PersonalProfile')}」核对个人资料，在「${menu('myAccount', 'Logisticmanagerment')}」查看收货地址，并在「${menu('myAccount', 'Securitysetting')}」设置电子钱包 PIN，让下单和提现更顺利。\n\n您的团队在「${menu('myOrganization', 'DirectlyRecommend')}」。`,
      daysAgo: 40,
    },
  ],
};
