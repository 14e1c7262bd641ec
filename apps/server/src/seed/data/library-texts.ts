import type { LibraryCategory, Locale } from '@portal/contract';
import { WELCOME_VIDEO_FILE } from './welcome-video.js';

/** One seeded library document in one language, written for members. */
export interface LibraryText {
  category: LibraryCategory;
  file: string;
  title: string;
  description: string;
  /** the PDF's paragraphs; none for the video */
  body: string[];
  /** the demo video's bytes stand in for a PDF */
  video?: true;
}

const video = (title: string, description: string): LibraryText => ({
  category: 'training',
  file: WELCOME_VIDEO_FILE,
  title,
  description,
  body: [],
  video: true,
});

/** The same five documents in every language a company publishes in. */
export const LIBRARY_TEXTS: Record<Locale, LibraryText[]> = {
  en: [
    {
      category: 'product',
      file: 'product-guide.pdf',
      title: 'Product guide',
      description: 'What each product in the mall is for, and how to use it.',
      body: [
        'This guide presents the product lines of the shopping mall.',
        'Prices, BV and stock are always those the mall shows when you order.',
      ],
    },
    {
      category: 'business',
      file: 'business-starter-kit.pdf',
      title: 'Business starter kit',
      description:
        'Your first steps as a new member: profile, security PIN, first order and enrolment link.',
      body: [
        '1. Complete your personal profile and set a 6-digit security PIN.',
        '2. Place your first order in the shopping mall.',
        '3. Share your registration link (Enrol a Member) with the people you sponsor.',
      ],
    },
    {
      category: 'training',
      file: 'compensation-plan-overview.pdf',
      title: 'Compensation plan overview',
      description: 'How volumes, ranks and bonuses are worked out each week.',
      body: [
        'Bonuses are worked out at each weekly cycle close from the volumes of paid orders.',
        'Your bonus report and estimated bonus pages show the figures for your account.',
      ],
    },
    {
      category: 'tools',
      file: 'member-tools-checklist.pdf',
      title: 'Member tools checklist',
      description: 'Use your contact card and your registration QR code to follow up with prospects.',
      body: [
        'Your contact card (vCard) shares your name, member number, email and phone in one scan.',
        'Your registration QR code (Enrol a Member) opens the registration page with you as sponsor.',
      ],
    },
    video('Welcome tour (video)', 'A short welcome video. Watch it here or download it.'),
  ],
  id: [
    {
      category: 'product',
      file: 'panduan-produk.pdf',
      title: 'Panduan produk',
      description: 'Kegunaan setiap produk di mal dan cara memakainya.',
      body: [
        'Panduan ini memperkenalkan lini produk di mal belanja.',
        'Harga, BV, dan stok selalu mengikuti yang ditampilkan mal saat Anda memesan.',
      ],
    },
    {
      category: 'business',
      file: 'panduan-memulai-bisnis.pdf',
      title: 'Panduan memulai bisnis',
      description:
        'Langkah pertama anggota baru: profil, PIN keamanan, pesanan pertama, dan tautan pendaftaran.',
      body: [
        '1. Lengkapi profil Anda dan buat PIN keamanan 6 digit.',
        '2. Buat pesanan pertama di mal belanja.',
        '3. Bagikan tautan pendaftaran Anda (Daftarkan Anggota) kepada orang yang Anda sponsori.',
      ],
    },
    {
      category: 'training',
      file: 'ringkasan-rencana-kompensasi.pdf',
      title: 'Ringkasan rencana kompensasi',
      description: 'Cara volume, peringkat, dan bonus dihitung setiap minggu.',
      body: [
        'Bonus dihitung setiap penutupan siklus mingguan dari volume pesanan yang dibayar.',
        'Halaman laporan bonus dan perkiraan bonus menampilkan angka untuk akun Anda.',
      ],
    },
    {
      category: 'tools',
      file: 'daftar-periksa-alat-anggota.pdf',
      title: 'Daftar periksa alat anggota',
      description: 'Gunakan kartu kontak dan kode QR pendaftaran Anda untuk menindaklanjuti calon.',
      body: [
        'Kartu kontak Anda (vCard) membagikan nama, nomor anggota, email, dan telepon dalam satu pindaian.',
        'Kode QR pendaftaran (Daftarkan Anggota) membuka halaman pendaftaran dengan Anda sebagai sponsor.',
      ],
    },
    video('Tur selamat datang (video)', 'Video sambutan singkat. Tonton di sini atau unduh.'),
  ],
  ms: [
    {
      category: 'product',
      file: 'panduan-produk.pdf',
      title: 'Panduan produk',
      description: 'Kegunaan setiap produk di pusat beli-belah dan cara menggunakannya.',
      body: [
        'Panduan ini memperkenalkan rangkaian produk di pusat beli-belah.',
        'Harga, BV dan stok sentiasa mengikut yang dipaparkan semasa anda membuat pesanan.',
      ],
    },
    {
      category: 'business',
      file: 'panduan-permulaan-perniagaan.pdf',
      title: 'Panduan permulaan perniagaan',
      description:
        'Langkah pertama ahli baharu: profil, PIN keselamatan, pesanan pertama dan pautan pendaftaran.',
      body: [
        '1. Lengkapkan profil anda dan tetapkan PIN keselamatan 6 digit.',
        '2. Buat pesanan pertama di pusat beli-belah.',
        '3. Kongsi pautan pendaftaran anda (Daftar Ahli) dengan orang yang anda taja.',
      ],
    },
    {
      category: 'training',
      file: 'gambaran-pelan-pampasan.pdf',
      title: 'Gambaran pelan pampasan',
      description: 'Cara volum, pangkat dan bonus dikira setiap minggu.',
      body: [
        'Bonus dikira pada setiap penutupan kitaran mingguan daripada volum pesanan yang dibayar.',
        'Halaman laporan bonus dan anggaran bonus menunjukkan angka untuk akaun anda.',
      ],
    },
    {
      category: 'tools',
      file: 'senarai-semak-alatan-ahli.pdf',
      title: 'Senarai semak alatan ahli',
      description: 'Gunakan kad hubungan dan kod QR pendaftaran anda untuk susulan dengan prospek.',
      body: [
        'Kad hubungan anda (vCard) berkongsi nama, nombor ahli, e-mel dan telefon dalam satu imbasan.',
        'Kod QR pendaftaran (Daftar Ahli) membuka halaman pendaftaran dengan anda sebagai penaja.',
      ],
    },
    video('Lawatan alu-aluan (video)', 'Video alu-aluan ringkas. Tonton di sini atau muat turun.'),
  ],
  'zh-CN': [
    {
      category: 'product',
      file: 'product-guide-zh.pdf',
      title: '产品指南',
      description: '商城中每款产品的用途和使用方法。',
      body: ['本指南介绍购物商城的产品系列。', '价格、BV 和库存一律以您下单时商城显示的为准。'],
    },
    {
      category: 'business',
      file: 'business-starter-kit-zh.pdf',
      title: '创业入门手册',
      description: '新会员的第一步：个人资料、安全 PIN、首笔订单和注册链接。',
      body: [
        '1. 完善个人资料并设置 6 位安全 PIN。',
        '2. 在购物商城下第一笔订单。',
        '3. 把您的注册链接（推荐会员）分享给您推荐的人。',
      ],
    },
    {
      category: 'training',
      file: 'compensation-plan-overview-zh.pdf',
      title: '奖励计划概览',
      description: '每周如何计算业绩、级别和奖金。',
      body: [
        '每周周期结算时，根据已付款订单的业绩计算奖金。',
        '奖金报告和预计奖金页面显示您账户的数据。',
      ],
    },
    {
      category: 'tools',
      file: 'member-tools-checklist-zh.pdf',
      title: '会员工具清单',
      description: '用您的电子名片和注册二维码跟进潜在伙伴。',
      body: [
        '电子名片（vCard）扫一扫即可分享您的姓名、会员编号、电子邮件和电话。',
        '注册二维码（推荐会员）打开以您为推荐人的注册页面。',
      ],
    },
    video('欢迎导览（视频）', '简短的欢迎视频，可在此观看或下载。'),
  ],
};
