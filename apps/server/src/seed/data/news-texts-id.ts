import { HANDLER_PROBE, SCRIPT_PROBE, type NewsSeed } from './news-seed.js';

export const NEWS_ID: NewsSeed[] = [
  {
    title: 'Selamat datang di portal {company} yang baru',
    html: '<p>Dasbor Anda kini menampilkan peringkat, volume minggu ini, perkiraan bonus, dan berita terbaru di satu tempat.</p><p>Ada pertanyaan atau ide? Tulis kepada kami di <a href="mailto:{email}">{email}</a>.</p>',
    pinned: true,
    publishDays: -20,
  },
  {
    title: 'Produk musim baru di mal',
    html: '<h2>Baru musim ini</h2><ul><li>Dua paket kesehatan baru</li><li>Ukuran perjalanan dari produk terlaris kami</li></ul><p>Pesanan yang dibayar sebelum siklus mingguan ditutup (Senin pukul 00.00, UTC+8) dihitung dalam volume minggu itu.</p>',
    publishDays: -6,
  },
  {
    title: 'Lima kebiasaan yang menjaga akun Anda tetap aman',
    html: `<p>E-wallet Anda berisi uang sungguhan. <strong ${HANDLER_PROBE}>Lima kebiasaan</strong> ini menjaganya:</p><ol><li>Gunakan kata sandi yang <em>tidak dipakai di tempat lain</em>.</li><li>Buat PIN 6 digit yang bukan tanggal lahir Anda.</li><li>Pilih pertanyaan keamanan yang hanya Anda yang bisa menjawab.</li><li>Jangan pernah membagikan kode verifikasi, bahkan kepada staf kami.</li><li>Keluar dari akun di komputer bersama.</li></ol>${SCRIPT_PROBE}<p>Ada yang mencurigakan? Segera hubungi layanan pelanggan.</p>`,
    publishDays: -3,
  },
  {
    title: 'Kembangkan tim Anda dengan tautan pendaftaran',
    html: '<p>Buka <strong>Daftarkan Anggota</strong> untuk menampilkan kode QR atau menyalin tautan pendaftaran Anda. Siapa pun yang mendaftar melaluinya bergabung dengan tim Anda dengan Anda sebagai sponsor.</p>',
    publishDays: -1,
  },
  {
    title: 'Konvensi tahun lalu',
    html: '<p>Terima kasih atas kehadiran Anda.</p>',
    publishDays: -400,
    expireDays: -300,
  },
  { title: 'Konvensi tahun depan', html: '<p>Catat tanggalnya.</p>', publishDays: 30 },
];
