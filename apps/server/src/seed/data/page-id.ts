import { h3, html, mail, p, strong, ul, type PageTemplate } from './page-html.js';

/** Indonesian texts of the public pages (ID). */
export const PAGES_ID: PageTemplate = (c) => ({
  privatePolicy: {
    title: 'Kebijakan Privasi',
    html: html(
      p(`${c.company} menghormati privasi setiap anggota, pelanggan, dan pengunjung. Kebijakan ini menjelaskan data pribadi apa saja yang kami kumpulkan melalui portal anggota dan toko, alasan kami menggunakannya, serta pilihan yang Anda miliki.`),
      h3('Informasi yang kami kumpulkan'),
      ul([
        'Data identitas dan kontak yang Anda berikan saat mendaftar: nama sesuai paspor, tanggal lahir, nomor identitas, alamat email, nomor telepon, dan alamat.',
        'Data bank dan pembayaran yang diperlukan untuk membayar komisi dan memproses pesanan Anda.',
        'Pesanan Anda, nilai bonus (BV), dan posisi akun Anda dalam organisasi sponsor dan penempatan.',
        'Data teknis seperti alamat IP dan peramban Anda, yang disimpan dalam log keamanan kami.',
      ]),
      h3('Cara kami menggunakannya'),
      p('Kami menggunakan data Anda untuk menjalankan keanggotaan Anda: memproses pesanan dan pengiriman, menghitung dan membayar bonus, menampilkan organisasi Anda kepada upline sebagaimana diizinkan oleh Kebijakan dan Prosedur kami, memenuhi kewajiban pajak dan hukum, serta menjaga keamanan portal. Kami tidak pernah menjual data pribadi Anda.'),
      h3('Hak Anda'),
      p(`Anda dapat meminta salinan data Anda, meminta kami memperbaikinya, atau menutup akun Anda kapan saja, dengan tetap memperhatikan catatan yang wajib kami simpan menurut hukum. Kirim surat ke ${mail(c.email)} atau hubungi ${c.tel}.`),
    ),
  },
  returnPolicy: {
    title: 'Kebijakan Pengembalian',
    html: html(
      p(`Kami ingin Anda puas dengan setiap produk ${c.company}. Jika tidak, Anda dapat mengembalikannya dalam waktu ${strong(`${c.returnDays} hari`)} sejak pengiriman dengan ketentuan di bawah ini.`),
      h3('Ketentuan'),
      ul([
        'Produk harus belum dibuka dan dalam kondisi layak jual kembali, kecuali produk yang tiba dalam keadaan rusak atau cacat.',
        'Sertakan nomor pesanan dan slip pengepakan bersama barang yang dikembalikan.',
        'Paket pemula dan alat bantu penjualan hanya dapat dikembalikan bersamaan dengan pembatalan keanggotaan.',
        'Tiket acara dan produk yang dipersonalisasi tidak dapat dikembalikan.',
      ]),
      h3('Pengembalian dana'),
      p(`Setelah barang yang dikembalikan kami terima dan periksa, kami mengembalikan harga produk dalam ${c.currency} ke metode pembayaran semula, atau ke e-wallet Anda jika Anda membayar dengannya, dalam 14 hari kerja. Nilai bonus (BV) dari produk yang dikembalikan dikurangkan dari periode saat nilai itu dikreditkan, dan bonus yang sudah dibayarkan atasnya akan disesuaikan.`),
      h3('Cara memulai pengembalian'),
      p(`Hubungi layanan pelanggan di ${mail(c.email)} atau ${c.tel} untuk mendapatkan persetujuan pengembalian sebelum Anda mengirim barang apa pun.`),
    ),
  },
  shippingInformation: {
    title: 'Informasi Pengiriman',
    html: html(
      p(`${c.company} mengirim pesanan yang dibuat di portal anggota dari pusat distribusinya. Pesanan yang dibayar sebelum pukul 14.00 pada hari kerja biasanya keluar dari gudang pada hari yang sama.`),
      h3('Waktu pengiriman'),
      ul([
        'Pengiriman reguler: 3 sampai 7 hari kerja.',
        'Pengiriman ekspres, jika tersedia: 1 sampai 3 hari kerja.',
        'Daerah terpencil mungkin memerlukan waktu lebih lama; tautan pelacakan kurir menampilkan status terbaru.',
      ]),
      h3('Biaya pengiriman'),
      p(`Biaya pengiriman dihitung saat pembayaran dalam ${c.currency} berdasarkan berat pesanan dan alamat pengiriman. Pesanan autoship memakai tarif yang sama. Jika pengambilan sendiri di kantor tersedia, Anda dapat mengambil pesanan Anda tanpa biaya.`),
      h3('Barang rusak atau hilang'),
      p(`Periksalah paket Anda saat tiba. Laporkan barang yang rusak atau hilang dalam 7 hari ke ${mail(c.email)}, disertai foto paket dan isinya, dan kami akan mengirimkan pengganti tanpa biaya.`),
    ),
  },
  termsAndCondition: {
    title: 'Syarat dan Ketentuan',
    html: html(
      p(`Syarat ini berlaku untuk setiap penggunaan portal anggota dan toko ${c.company}. Dengan masuk atau membuat pesanan, Anda menerimanya beserta Kebijakan dan Prosedur serta rencana kompensasi kami.`),
      h3('Akun Anda'),
      ul([
        'Rahasiakan nama login, kata sandi, dan PIN e-wallet Anda; Anda bertanggung jawab atas semua yang dilakukan dengannya.',
        'Pastikan data kontak, bank, dan pajak Anda selalu terbaru.',
        'Satu keanggotaan untuk setiap orang; akun tidak boleh dijual atau dialihkan tanpa persetujuan tertulis dari kami.',
      ]),
      h3('Pesanan dan harga'),
      p(`Harga ditampilkan dalam ${c.currency} dan sudah termasuk pajak yang tertera saat pembayaran. Pesanan diterima setelah pembayarannya dikonfirmasi, dan nilai bonus (BV) pesanan dihitung pada periode pembayarannya.`),
      h3('Penghasilan'),
      p('Komisi hanya dibayarkan atas penjualan produk, tidak pernah atas perekrutan. Angka yang ditampilkan di portal bukan janji penghasilan; penghasilan Anda bergantung pada usaha dan penjualan Anda sendiri.'),
      h3('Kontak'),
      p(`Pertanyaan tentang syarat ini: ${mail(c.email)}, ${c.tel}.`),
    ),
  },
  agreement: {
    title: 'Perjanjian Distributor',
    html: html(
      p(`Perjanjian ini dibuat antara ${c.company} dan orang yang mendaftar sebagai distributor independen. Bacalah dengan saksama sebelum Anda mengirimkan permohonan.`),
      h3('Usaha mandiri'),
      p(`Sebagai distributor, Anda menjalankan usaha Anda sendiri. Anda bukan karyawan, agen, atau mitra ${c.company}, dan Anda bertanggung jawab atas pajak, izin, dan biaya Anda sendiri.`),
      h3('Hal yang Anda setujui'),
      ul([
        'Menyampaikan produk dan rencana kompensasi dengan jujur, tanpa klaim penghasilan atau kesehatan yang tidak disetujui perusahaan.',
        'Mematuhi Kebijakan dan Prosedur, yang merupakan bagian dari perjanjian ini.',
        'Menerima pemberitahuan tentang akun dan pesanan Anda melalui email.',
      ]),
      h3('Pembatalan'),
      p(`Anda dapat membatalkan perjanjian ini kapan saja dengan menulis ke ${mail(c.email)}. Jika Anda membatalkan dalam ${c.returnDays} hari sejak pendaftaran, paket pemula dan produk yang belum dipakai yang dibeli dalam waktu itu dikembalikan dananya dalam ${c.currency} sesuai kebijakan pengembalian.`),
    ),
  },
});
