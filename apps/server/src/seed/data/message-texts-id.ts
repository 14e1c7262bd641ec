import { MESSAGE_TYPE } from '@portal/contract';
import type { MessageTexts } from './message-seed.js';

const { systemNotice: NOTICE, news: NEWS, personal: PERSONAL } = MESSAGE_TYPE;

export const MESSAGES_ID: MessageTexts = {
  notices: ({ menu }) => [
    {
      type: NOTICE,
      title: 'Pemeliharaan terjadwal hari Minggu ini',
      body: 'Portal anggota tidak dapat diakses pada hari Minggu ini pukul 02.00 sampai 04.00 (UTC+8) karena kami meningkatkan server.\n\nPesanan, pembayaran, dan penarikan sebelum atau sesudah waktu itu tidak terpengaruh. Terima kasih atas kesabaran Anda.',
      daysAgo: 2,
    },
    {
      type: NOTICE,
      title: 'Kami tidak pernah meminta kata sandi Anda',
      body: `Staf kami tidak akan pernah meminta kata sandi, PIN e-wallet, atau kode verifikasi Anda, baik lewat telepon, email, maupun chat.\n\nJika ada yang meminta, jangan dijawab: ubah kata sandi Anda di ${menu('myAccount', 'PersonalProfile')} dan beri tahu layanan pelanggan.`,
      daysAgo: 20,
    },
  ],
  company: ({ company, tel, menu }) => [
    {
      type: NEWS,
      title: `${company}: produk baru di mal belanja`,
      body: `Produk baru kini tersedia di ${menu('shopping', 'ShoppingMall')}.\n\nPesanan yang dibayar sebelum siklus mingguan ditutup (Senin pukul 00.00, UTC+8) dihitung dalam volume minggu itu.`,
      daysAgo: 4,
    },
    {
      type: NEWS,
      title: 'Cara bonus mingguan Anda dibayarkan',
      body: `Bonus dihitung setiap minggu, saat siklus ditutup pada hari Senin pukul 00.00 (UTC+8).\n\nLaporan setiap minggu yang sudah ditutup ada di ${menu('memberBenefit', 'BonusReport')}, dan bonus yang dibayarkan masuk ke akun bonus e-wallet Anda (${menu('myAccount', 'MyEwallet')}).`,
      daysAgo: 12,
    },
    {
      type: NOTICE,
      title: 'Jam layanan pelanggan selama hari libur nasional',
      body: `Layanan pelanggan tutup pada hari libur nasional mendatang dan buka kembali pada hari kerja berikutnya. Pertanyaan mendesak: ${tel}.\n\nPesanan yang dibayar selama hari libur dikirim pada hari kerja pertama sesudahnya.`,
      daysAgo: 30,
    },
  ],
  personal: ({ firstName, menu }) => [
    {
      type: PERSONAL,
      title: `Selamat datang di back office baru Anda, ${firstName}`,
      body: `Halo ${firstName},\n\nBack office Anda sudah siap. Periksa data Anda di ${menu('myAccount', 'PersonalProfile')} dan alamat Anda di ${menu('myAccount', 'Logisticmanagerment')}, lalu buat PIN e-wallet di ${menu('myAccount', 'Securitysetting')} agar pesanan dan penarikan berjalan lancar.\n\nTim Anda ada di ${menu('myOrganization', 'DirectlyRecommend')}.`,
      daysAgo: 40,
    },
  ],
};
