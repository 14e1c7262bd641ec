import { MESSAGE_TYPE } from '@portal/contract';
import type { MessageTexts } from './message-seed.js';

const { systemNotice: NOTICE, news: NEWS, personal: PERSONAL } = MESSAGE_TYPE;

export const MESSAGES_MS: MessageTexts = {
  notices: ({ menu }) => [
    {
      type: NOTICE,
      title: 'Penyelenggaraan berjadual Ahad ini',
      body: 'Portal ahli tidak dapat digunakan pada Ahad ini dari 02:00 hingga 04:00 (UTC+8) semasa kami menaik taraf pelayan.\n\nPesanan, pembayaran dan pengeluaran sebelum atau selepas waktu itu tidak terjejas. Terima kasih atas kesabaran anda.',
      daysAgo: 2,
    },
    {
      type: NOTICE,
      title: 'Kami tidak akan meminta kata laluan anda',
      body: `Kakitangan kami tidak akan meminta kata laluan, PIN e-dompet atau kod pengesahan anda, sama ada melalui telefon, e-mel atau sembang.\n\nJika ada yang meminta, jangan jawab: tukar kata laluan anda di ${menu('myAccount', 'PersonalProfile')} dan maklumkan kepada khidmat pelanggan.`,
      daysAgo: 20,
    },
  ],
  company: ({ company, tel, menu }) => [
    {
      type: NEWS,
      title: `${company}: produk baharu di pusat beli-belah`,
      body: `Produk baharu kini ada di ${menu('shopping', 'ShoppingMall')}.\n\nPesanan yang dibayar sebelum kitaran mingguan ditutup (Isnin 00:00, UTC+8) dikira dalam volum minggu itu.`,
      daysAgo: 4,
    },
    {
      type: NEWS,
      title: 'Cara bonus mingguan anda dibayar',
      body: `Bonus dikira setiap minggu, apabila kitaran ditutup pada hari Isnin jam 00:00 (UTC+8).\n\nPenyata setiap minggu yang telah ditutup ada di ${menu('memberBenefit', 'BonusReport')}, dan bonus yang dibayar masuk ke akaun bonus e-dompet anda (${menu('myAccount', 'MyEwallet')}).`,
      daysAgo: 12,
    },
    {
      type: NOTICE,
      title: 'Waktu khidmat pelanggan semasa cuti umum',
      body: `Khidmat pelanggan ditutup pada cuti umum yang akan datang dan dibuka semula pada hari bekerja berikutnya. Pertanyaan segera: ${tel}.\n\nPesanan yang dibayar semasa cuti dihantar pada hari bekerja pertama selepasnya.`,
      daysAgo: 30,
    },
  ],
  personal: ({ firstName, menu }) => [
    {
      type: PERSONAL,
      title: `Selamat datang ke back office baharu anda, ${firstName}`,
      body: `Helo ${firstName},\n\nBack office anda sudah sedia. Semak butiran anda di ${menu('myAccount', 'PersonalProfile')} dan alamat anda di ${menu('myAccount', 'Logisticmanagerment')}, kemudian tetapkan PIN e-dompet di ${menu('myAccount', 'Securitysetting')} supaya pesanan dan pengeluaran berjalan lancar.\n\nPasukan anda ada di ${menu('myOrganization', 'DirectlyRecommend')}.`,
      daysAgo: 40,
    },
  ],
};
