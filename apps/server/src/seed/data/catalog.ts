import type { Locale } from '@portal/contract';

/**
 * The demo catalogue: eight categories of four products, names in every shipped language.
 * Prices are in US cents and converted per company currency (seed/catalog.ts); BV is the same
 * everywhere (hundredths). Images are the SVGs in apps/web/public/products.
 */
type Names = Record<Locale, string>;

export interface ProductTemplate {
  code: string;
  names: Names;
  /** variants: label, member price in US cents, BV in hundredths */
  skus: [label: string, cents: number, bv: number][];
  kind?: 'pack' | 'eproduct';
  packTotalQty?: number;
  packChoiceCodes?: string[];
  /** a few are sold out, as real malls are */
  soldOut?: boolean;
}

export interface CategoryTemplate {
  code: string;
  names: Names;
  /** what a product of the category is, per language; `{{name}}` is the product's name */
  about: Names;
  products: ProductTemplate[];
}

const n = (en: string, id: string, ms: string, zh: string): Names => ({
  en,
  id,
  ms,
  'zh-CN': zh,
});

export const CATALOG_TEMPLATE: CategoryTemplate[] = [
  {
    code: 'health',
    names: n('Health supplements', 'Suplemen kesehatan', 'Suplemen kesihatan', '营养补充品'),
    about: n(
      '{{name}}: a daily supplement made from carefully sourced ingredients. Take with a meal.',
      '{{name}}: suplemen harian dari bahan pilihan. Diminum bersama makanan.',
      '{{name}}: suplemen harian daripada bahan terpilih. Ambil bersama makanan.',
      '{{name}}：精选原料制成的日常补充品，随餐服用。',
    ),
    products: [
      { code: 'VITC', names: n('Vitamin C 1000', 'Vitamin C 1000', 'Vitamin C 1000', '维生素C 1000'), skus: [['60 tablets', 2490, 1800], ['120 tablets', 4490, 3400]] },
      { code: 'OMEGA', names: n('Omega-3 Fish Oil', 'Minyak Ikan Omega-3', 'Minyak Ikan Omega-3', '深海鱼油Omega-3'), skus: [['90 softgels', 3990, 3000]] },
      { code: 'PROB', names: n('Probiotic Balance', 'Probiotik Seimbang', 'Probiotik Seimbang', '益生菌平衡配方'), skus: [['30 capsules', 3490, 2600]] },
      { code: 'MULTI', names: n('Daily Multivitamin', 'Multivitamin Harian', 'Multivitamin Harian', '每日复合维生素'), skus: [['60 tablets', 2990, 2200]], soldOut: true },
    ],
  },
  {
    code: 'beauty',
    names: n('Beauty and skin care', 'Kecantikan dan perawatan kulit', 'Kecantikan dan penjagaan kulit', '美容护肤'),
    about: n(
      '{{name}}: gentle on every skin type, dermatologist tested.',
      '{{name}}: lembut untuk semua jenis kulit, teruji dermatologis.',
      '{{name}}: lembut untuk semua jenis kulit, diuji pakar dermatologi.',
      '{{name}}：温和适合各种肤质，经皮肤科测试。',
    ),
    products: [
      { code: 'SERUM', names: n('Hydrating Serum', 'Serum Pelembap', 'Serum Pelembap', '保湿精华液'), skus: [['30 ml', 4590, 3500]] },
      { code: 'CREAM', names: n('Night Repair Cream', 'Krim Malam Perbaikan', 'Krim Pemulihan Malam', '夜间修护霜'), skus: [['50 ml', 5290, 4000]] },
      { code: 'CLEAN', names: n('Gentle Cleanser', 'Pembersih Lembut', 'Pencuci Lembut', '温和洁面乳'), skus: [['150 ml', 1990, 1400]] },
      { code: 'SUNSC', names: n('Daily Sunscreen SPF 50', 'Tabir Surya Harian SPF 50', 'Pelindung Matahari SPF 50', '日常防晒霜SPF 50'), skus: [['50 ml', 2690, 2000]] },
    ],
  },
  {
    code: 'personal',
    names: n('Personal care', 'Perawatan diri', 'Penjagaan diri', '个人护理'),
    about: n(
      '{{name}}: everyday care for the whole family.',
      '{{name}}: perawatan sehari-hari untuk seluruh keluarga.',
      '{{name}}: penjagaan harian untuk seisi keluarga.',
      '{{name}}：全家日常护理之选。',
    ),
    products: [
      { code: 'TOOTH', names: n('Herbal Toothpaste', 'Pasta Gigi Herbal', 'Ubat Gigi Herba', '草本牙膏'), skus: [['120 g', 690, 400]] },
      { code: 'SHAMP', names: n('Argan Shampoo', 'Sampo Argan', 'Syampu Argan', '摩洛哥坚果洗发水'), skus: [['300 ml', 1490, 1000], ['600 ml', 2590, 1800]] },
      { code: 'LOTN', names: n('Body Lotion', 'Losion Tubuh', 'Losyen Badan', '身体乳'), skus: [['250 ml', 1690, 1200]] },
      { code: 'DEOD', names: n('Mineral Deodorant', 'Deodoran Mineral', 'Deodoran Mineral', '矿物止汗露'), skus: [['75 ml', 990, 600]], soldOut: true },
    ],
  },
  {
    code: 'home',
    names: n('Home care', 'Perawatan rumah', 'Penjagaan rumah', '家居清洁'),
    about: n(
      '{{name}}: concentrated and biodegradable; a little goes a long way.',
      '{{name}}: pekat dan mudah terurai; sedikit saja sudah cukup.',
      '{{name}}: pekat dan mesra alam; sedikit sudah memadai.',
      '{{name}}：浓缩配方，可生物降解，少量即可。',
    ),
    products: [
      { code: 'DISH', names: n('Dishwashing Liquid', 'Sabun Cuci Piring', 'Cecair Pencuci Pinggan', '洗洁精'), skus: [['1 l', 1190, 800]] },
      { code: 'LAUND', names: n('Laundry Concentrate', 'Deterjen Konsentrat', 'Detergen Pekat', '浓缩洗衣液'), skus: [['2 l', 2290, 1600]] },
      { code: 'SURF', names: n('Multi-Surface Cleaner', 'Pembersih Serbaguna', 'Pembersih Pelbagai Permukaan', '多用途清洁剂'), skus: [['750 ml', 1290, 900]] },
      { code: 'AIRF', names: n('Air Purifier Filter', 'Filter Penjernih Udara', 'Penapis Pembersih Udara', '空气净化器滤芯'), skus: [['1 filter', 5990, 4500]] },
    ],
  },
  {
    code: 'food',
    names: n('Food and beverage', 'Makanan dan minuman', 'Makanan dan minuman', '食品饮料'),
    about: n(
      '{{name}}: nutritious and delicious, with no added preservatives.',
      '{{name}}: bergizi dan lezat, tanpa pengawet tambahan.',
      '{{name}}: berkhasiat dan lazat, tanpa bahan pengawet tambahan.',
      '{{name}}：营养美味，不含添加防腐剂。',
    ),
    products: [
      { code: 'COFF', names: n('Ganoderma Coffee', 'Kopi Ganoderma', 'Kopi Ganoderma', '灵芝咖啡'), skus: [['20 sachets', 2190, 1600]] },
      { code: 'TEA', names: n('Green Tea Blend', 'Teh Hijau Campuran', 'Teh Hijau Campuran', '绿茶调配茶'), skus: [['25 bags', 1390, 1000]] },
      { code: 'SHAKE', names: n('Protein Shake Vanilla', 'Susu Protein Vanila', 'Minuman Protein Vanila', '香草蛋白奶昔'), skus: [['500 g', 3890, 2900], ['1 kg', 6990, 5300]] },
      { code: 'BAR', names: n('Nut and Oat Bar', 'Batang Kacang dan Oat', 'Bar Kacang dan Oat', '坚果燕麦棒'), skus: [['12 bars', 1590, 1100]] },
    ],
  },
  {
    code: 'weight',
    names: n('Weight management', 'Manajemen berat badan', 'Pengurusan berat badan', '体重管理'),
    about: n(
      '{{name}}: part of a balanced diet and an active life.',
      '{{name}}: bagian dari pola makan seimbang dan hidup aktif.',
      '{{name}}: sebahagian daripada diet seimbang dan gaya hidup aktif.',
      '{{name}}：均衡饮食与积极生活的一部分。',
    ),
    products: [
      { code: 'FIBER', names: n('Fiber Plus', 'Serat Plus', 'Serat Plus', '膳食纤维Plus'), skus: [['30 sachets', 2790, 2100]] },
      { code: 'MEAL', names: n('Meal Replacement Chocolate', 'Pengganti Makan Cokelat', 'Pengganti Hidangan Coklat', '巧克力代餐粉'), skus: [['14 servings', 4290, 3300]] },
      { code: 'DETOX', names: n('Herbal Detox Tea', 'Teh Detoks Herbal', 'Teh Detoks Herba', '草本排毒茶'), skus: [['20 bags', 1890, 1300]], soldOut: true },
      { code: 'CARB', names: n('Carb Control', 'Kontrol Karbohidrat', 'Kawalan Karbohidrat', '控糖配方'), skus: [['60 capsules', 3190, 2400]] },
    ],
  },
  {
    code: 'packs',
    names: n('Packs', 'Paket', 'Pek', '套装'),
    about: n(
      '{{name}}: choose your own products; the quantities must add up to the pack total.',
      '{{name}}: pilih produk Anda sendiri; jumlahnya harus sama dengan total paket.',
      '{{name}}: pilih produk anda sendiri; kuantiti mesti sama dengan jumlah pek.',
      '{{name}}：自选产品，数量合计须等于套装总数。',
    ),
    products: [
      { code: 'PKSTART', kind: 'pack', packTotalQty: 6, packChoiceCodes: ['VITC', 'OMEGA', 'PROB', 'COFF', 'TEA'], names: n('Starter Pack', 'Paket Pemula', 'Pek Permulaan', '入门套装'), skus: [['6 items', 14990, 12000]] },
      { code: 'PKBEAUTY', kind: 'pack', packTotalQty: 4, packChoiceCodes: ['SERUM', 'CREAM', 'CLEAN', 'SUNSC'], names: n('Beauty Pack', 'Paket Kecantikan', 'Pek Kecantikan', '美容套装'), skus: [['4 items', 15990, 13000]] },
      { code: 'PKHOME', kind: 'pack', packTotalQty: 5, packChoiceCodes: ['DISH', 'LAUND', 'SURF'], names: n('Home Care Pack', 'Paket Perawatan Rumah', 'Pek Penjagaan Rumah', '家居清洁套装'), skus: [['5 items', 6490, 4800]] },
      { code: 'PKSLIM', kind: 'pack', packTotalQty: 8, packChoiceCodes: ['FIBER', 'MEAL', 'CARB', 'SHAKE'], names: n('Slim Pack', 'Paket Langsing', 'Pek Langsing', '纤体套装'), skus: [['8 items', 24990, 21000]] },
    ],
  },
  {
    code: 'digital',
    names: n('E-products', 'Produk elektronik', 'Produk elektronik', '电子产品'),
    about: n(
      '{{name}}: delivered online straight after payment; nothing is shipped.',
      '{{name}}: dikirim secara daring setelah pembayaran; tidak ada pengiriman barang.',
      '{{name}}: dihantar dalam talian selepas pembayaran; tiada penghantaran barang.',
      '{{name}}：付款后在线交付，无需配送。',
    ),
    products: [
      { code: 'ECOURSE', kind: 'eproduct', names: n('Business Starter Course', 'Kursus Bisnis Pemula', 'Kursus Perniagaan Permulaan', '创业入门课程'), skus: [['online', 4990, 4000]] },
      { code: 'EBOOK', kind: 'eproduct', names: n('Wellness E-book', 'E-book Kebugaran', 'E-buku Kesejahteraan', '健康电子书'), skus: [['PDF', 990, 500]] },
      { code: 'EVOUCH', kind: 'eproduct', names: n('Gift Voucher 50', 'Voucher Hadiah 50', 'Baucar Hadiah 50', '50礼品券'), skus: [['voucher', 5000, 0]] },
      { code: 'EMEMB', kind: 'eproduct', names: n('Annual Membership', 'Keanggotaan Tahunan', 'Keahlian Tahunan', '年度会籍'), skus: [['12 months', 2990, 2500]] },
    ],
  },
];

/** Price of one US dollar in each seeded currency, as a fraction (no float touches money). */
export const USD_RATE: Record<string, { num: bigint; den: bigint }> = {
  USD: { num: 1n, den: 1n },
  CAD: { num: 135n, den: 100n },
  EUR: { num: 92n, den: 100n },
  HKD: { num: 78n, den: 10n },
  MYR: { num: 45n, den: 10n },
  IDR: { num: 15500n, den: 1n },
};
