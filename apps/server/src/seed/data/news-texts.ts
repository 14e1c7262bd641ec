/**
 * Demo news (issue 16). `{company}` is replaced by the company's name. The "formatting" item
 * carries a script tag and an onerror handler on purpose: the sanitizer drops them, and the
 * journey checks that nothing of them runs (window.__newsScriptRan stays unset).
 */
export interface NewsSeed {
  title: string;
  html: string;
  pinned?: boolean;
  /** days from the seed day; negative = in the past */
  publishDays: number;
  expireDays?: number;
}

const SCRIPT_PROBE =
  '<script>window.__newsScriptRan = true</script><img src="https://invalid.example/x.png" onerror="window.__newsScriptRan = true">';

export const NEWS_EN: NewsSeed[] = [
  {
    title: 'Welcome to the new {company} portal',
    html: '<p>Your dashboard now shows your rank, this cycle’s volumes, your estimated bonus and the latest news in one place.</p><p>Tell us what you think through the <a href="https://example.com/feedback" target="_blank">feedback form</a>.</p>',
    pinned: true,
    publishDays: -20,
  },
  {
    title: 'New season products in the mall',
    html: '<h2>Fresh this season</h2><ul><li>Two new wellness bundles</li><li>A travel size of our best sellers</li></ul><p>Order before the cycle closes to count the volume this cycle.</p>',
    publishDays: -6,
  },
  {
    title: 'How news items are formatted',
    html: `<p>News can carry <strong>bold</strong> and <em>italic</em> text, lists and links.</p>${SCRIPT_PROBE}<p>Anything else an editor pastes in is removed before it is saved.</p>`,
    publishDays: -3,
  },
  {
    title: 'Autoship saves you time',
    html: '<p>Set up an autoship order once and your monthly purchase is placed for you.</p>',
    publishDays: -1,
  },
  // never shown: one expired, one not yet published
  { title: 'Last year’s convention', html: '<p>Over.</p>', publishDays: -400, expireDays: -300 },
  { title: 'Next year’s convention', html: '<p>Soon.</p>', publishDays: 30 },
];

/** The other language each company's news is also written in. */
export const NEWS_SECOND_LANGUAGE: Record<string, 'id' | 'ms' | 'zh-CN'> = {
  ID: 'id',
  MY: 'ms',
  MA: 'ms',
};

export const NEWS_OTHER: Record<'id' | 'ms' | 'zh-CN', NewsSeed[]> = {
  id: [
    {
      title: 'Selamat datang di portal {company} yang baru',
      html: '<p>Dasbor Anda kini menampilkan peringkat, volume siklus ini, perkiraan bonus, dan berita terbaru.</p>',
      pinned: true,
      publishDays: -20,
    },
    {
      title: 'Produk musim baru di mal',
      html: '<p>Dua paket kesehatan baru kini tersedia.</p>',
      publishDays: -6,
    },
  ],
  ms: [
    {
      title: 'Selamat datang ke portal {company} yang baharu',
      html: '<p>Papan pemuka anda kini menunjukkan pangkat, volum kitaran ini, anggaran bonus dan berita terkini.</p>',
      pinned: true,
      publishDays: -20,
    },
    {
      title: 'Produk musim baharu di pusat beli-belah',
      html: '<p>Dua pakej kesihatan baharu kini tersedia.</p>',
      publishDays: -6,
    },
  ],
  'zh-CN': [
    {
      title: '欢迎使用全新的 {company} 门户',
      html: '<p>您的仪表板现在显示您的级别、本周期业绩、预计奖金和最新消息。</p>',
      pinned: true,
      publishDays: -20,
    },
    {
      title: '商城新季产品',
      html: '<p>两款全新健康套装现已上架。</p>',
      publishDays: -6,
    },
  ],
};
