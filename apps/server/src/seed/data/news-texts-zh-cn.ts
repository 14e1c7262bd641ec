import { HANDLER_PROBE, SCRIPT_PROBE, type NewsSeed } from './news-seed.js';

export const NEWS_ZH_CN: NewsSeed[] = [
  {
    title: '欢迎使用全新的 {company} 门户',
    html: '<p>您的仪表板现在集中显示您的级别、本周业绩、预计奖金和最新消息。</p><p>有问题或建议？请写信至 <a href="mailto:{email}">{email}</a>。</p>',
    pinned: true,
    publishDays: -20,
  },
  {
    title: '商城新季产品',
    html: '<h2>本季新品</h2><ul><li>两款全新健康套装</li><li>畅销产品的旅行装</li></ul><p>在每周周期结算（周一 00:00，UTC+8）之前付款的订单，计入当周业绩。</p>',
    publishDays: -6,
  },
  {
    title: '保护账户安全的五个习惯',
    html: `<p>您的电子钱包里是真金白银。<strong ${HANDLER_PROBE}>五个习惯</strong>帮您守护它：</p><ol><li>使用<em>未在别处用过</em>的密码。</li><li>设置不是生日的 6 位 PIN。</li><li>选择只有您能回答的安全问题。</li><li>绝不透露验证码，即使对方是我们的员工。</li><li>在共用电脑上用完请退出登录。</li></ol>${SCRIPT_PROBE}<p>发现异常？请立即联系客服。</p>`,
    publishDays: -3,
  },
  {
    title: '用您的注册链接壮大团队',
    html: '<p>打开<strong>推荐会员</strong>即可显示二维码或复制注册链接。通过它注册的人会加入您的团队，由您担任推荐人。</p>',
    publishDays: -1,
  },
  {
    title: '去年的年会',
    html: '<p>感谢您的参与。</p>',
    publishDays: -400,
    expireDays: -300,
  },
  { title: '明年的年会', html: '<p>敬请预留时间。</p>', publishDays: 30 },
];
