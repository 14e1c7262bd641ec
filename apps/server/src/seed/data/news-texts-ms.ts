import { HANDLER_PROBE, SCRIPT_PROBE, type NewsSeed } from './news-seed.js';

export const NEWS_MS: NewsSeed[] = [
  {
    title: 'Selamat datang ke portal {company} yang baharu',
    html: '<p>Papan pemuka anda kini menunjukkan pangkat, volum minggu ini, anggaran bonus dan berita terkini di satu tempat.</p><p>Ada soalan atau cadangan? Tulis kepada kami di <a href="mailto:{email}">{email}</a>.</p>',
    pinned: true,
    publishDays: -20,
  },
  {
    title: 'Produk musim baharu di pusat beli-belah',
    html: '<h2>Baharu musim ini</h2><ul><li>Dua pakej kesihatan baharu</li><li>Saiz perjalanan produk terlaris kami</li></ul><p>Pesanan yang dibayar sebelum kitaran mingguan ditutup (Isnin 00:00, UTC+8) dikira dalam volum minggu itu.</p>',
    publishDays: -6,
  },
  {
    title: 'Lima tabiat yang menjaga akaun anda selamat',
    html: `<p>E-dompet anda menyimpan wang sebenar. <strong ${HANDLER_PROBE}>Lima tabiat</strong> ini menjaganya:</p><ol><li>Gunakan kata laluan yang <em>tidak digunakan di tempat lain</em>.</li><li>Tetapkan PIN 6 digit yang bukan tarikh lahir anda.</li><li>Pilih soalan keselamatan yang hanya anda boleh jawab.</li><li>Jangan sekali-kali berkongsi kod pengesahan, walaupun dengan kakitangan kami.</li><li>Log keluar pada komputer yang dikongsi.</li></ol>${SCRIPT_PROBE}<p>Ada yang mencurigakan? Segera hubungi khidmat pelanggan.</p>`,
    publishDays: -3,
  },
  {
    title: 'Kembangkan pasukan anda dengan pautan pendaftaran',
    html: '<p>Buka <strong>Daftar Ahli</strong> untuk menunjukkan kod QR atau menyalin pautan pendaftaran anda. Sesiapa yang mendaftar melaluinya menyertai pasukan anda dengan anda sebagai penaja.</p>',
    publishDays: -1,
  },
  {
    title: 'Konvensyen tahun lepas',
    html: '<p>Terima kasih kerana hadir.</p>',
    publishDays: -400,
    expireDays: -300,
  },
  { title: 'Konvensyen tahun hadapan', html: '<p>Catat tarikhnya.</p>', publishDays: 30 },
];
