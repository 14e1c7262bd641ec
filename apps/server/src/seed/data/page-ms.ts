import { h3, html, mail, p, strong, ul, type PageTemplate } from './page-html.js';

/** Malay texts of the public pages (MY, MA). */
export const PAGES_MS: PageTemplate = (c) => ({
  privatePolicy: {
    title: 'Dasar Privasi',
    html: html(
      p(`${c.company} menghormati privasi setiap ahli, pelanggan dan pelawat. Dasar ini menerangkan data peribadi yang kami kumpulkan melalui portal ahli dan kedai, sebab kami menggunakannya dan pilihan yang anda ada.`),
      h3('Maklumat yang kami kumpulkan'),
      ul([
        'Butiran identiti dan hubungan yang anda berikan semasa mendaftar: nama seperti dalam pasport, tarikh lahir, nombor pengenalan, alamat e-mel, nombor telefon dan alamat.',
        'Butiran bank dan pembayaran yang diperlukan untuk membayar komisen dan memproses pesanan anda.',
        'Pesanan anda, nilai bonus (BV) dan kedudukan akaun anda dalam organisasi penaja dan penempatan.',
        'Data teknikal seperti alamat IP dan pelayar anda, yang disimpan dalam log keselamatan kami.',
      ]),
      h3('Cara kami menggunakannya'),
      p('Kami menggunakan data anda untuk mengurus keahlian anda: memproses pesanan dan penghantaran, mengira dan membayar bonus, menunjukkan organisasi anda kepada upline seperti yang dibenarkan oleh Polisi dan Prosedur kami, memenuhi kewajipan cukai dan undang-undang serta memastikan portal selamat. Kami tidak sekali-kali menjual data peribadi anda.'),
      h3('Hak anda'),
      p(`Anda boleh meminta salinan data anda, meminta kami membetulkannya atau menutup akaun anda pada bila-bila masa, tertakluk kepada rekod yang wajib kami simpan mengikut undang-undang. Tulis kepada ${mail(c.email)} atau hubungi ${c.tel}.`),
    ),
  },
  returnPolicy: {
    title: 'Dasar Pemulangan',
    html: html(
      p(`Kami mahu anda berpuas hati dengan setiap produk ${c.company}. Jika tidak, anda boleh memulangkannya dalam tempoh ${strong(`${c.returnDays} hari`)} dari tarikh penghantaran tertakluk kepada syarat di bawah.`),
      h3('Syarat'),
      ul([
        'Produk mestilah belum dibuka dan dalam keadaan boleh dijual semula, kecuali produk yang tiba dalam keadaan rosak atau cacat.',
        'Sertakan nombor pesanan dan slip pembungkusan bersama barang yang dipulangkan.',
        'Kit permulaan dan alat jualan hanya boleh dipulangkan bersama pembatalan keahlian.',
        'Tiket acara dan produk yang diperibadikan tidak boleh dipulangkan.',
      ]),
      h3('Bayaran balik'),
      p(`Selepas kami menerima dan memeriksa barang yang dipulangkan, kami membayar balik harga produk dalam ${c.currency} kepada kaedah pembayaran asal, atau ke e-dompet anda jika anda membayar dengannya, dalam tempoh 14 hari bekerja. Nilai bonus (BV) produk yang dipulangkan ditolak daripada tempoh ia dikreditkan, dan bonus yang telah dibayar ke atasnya akan diselaraskan.`),
      h3('Cara memulakan pemulangan'),
      p(`Hubungi khidmat pelanggan di ${mail(c.email)} atau ${c.tel} untuk mendapatkan kebenaran pemulangan sebelum anda menghantar apa-apa barang.`),
    ),
  },
  shippingInformation: {
    title: 'Maklumat Penghantaran',
    html: html(
      p(`${c.company} menghantar pesanan yang dibuat di portal ahli dari pusat pengedarannya. Pesanan yang dibayar sebelum jam 2 petang pada hari bekerja biasanya keluar dari gudang pada hari yang sama.`),
      h3('Tempoh penghantaran'),
      ul([
        'Penghantaran biasa: 3 hingga 7 hari bekerja.',
        'Penghantaran ekspres, jika ditawarkan: 1 hingga 3 hari bekerja.',
        'Kawasan pedalaman mungkin mengambil masa lebih lama; pautan penjejakan kurier menunjukkan status terkini.',
      ]),
      h3('Caj penghantaran'),
      p(`Caj penghantaran dikira semasa pembayaran dalam ${c.currency} berdasarkan berat pesanan dan alamat penghantaran. Pesanan autoship menggunakan kadar yang sama. Jika pengambilan sendiri di pejabat ditawarkan, anda boleh mengambil pesanan anda tanpa caj.`),
      h3('Barang rosak atau hilang'),
      p(`Sila periksa bungkusan anda sebaik sahaja tiba. Laporkan barang yang rosak atau hilang dalam tempoh 7 hari kepada ${mail(c.email)}, bersama gambar bungkusan dan kandungannya, dan kami akan menghantar gantian tanpa sebarang kos kepada anda.`),
    ),
  },
  termsAndCondition: {
    title: 'Terma dan Syarat',
    html: html(
      p(`Terma ini terpakai bagi setiap penggunaan portal ahli dan kedai ${c.company}. Dengan log masuk atau membuat pesanan, anda menerimanya bersama Polisi dan Prosedur serta pelan pampasan kami.`),
      h3('Akaun anda'),
      ul([
        'Rahsiakan nama log masuk, kata laluan dan PIN e-dompet anda; anda bertanggungjawab atas segala yang dilakukan dengannya.',
        'Pastikan butiran hubungan, bank dan cukai anda sentiasa terkini.',
        'Satu keahlian bagi setiap orang; akaun tidak boleh dijual atau dipindahkan tanpa kelulusan bertulis kami.',
      ]),
      h3('Pesanan dan harga'),
      p(`Harga dipaparkan dalam ${c.currency} dan termasuk cukai yang dinyatakan semasa pembayaran. Pesanan diterima apabila pembayarannya disahkan, dan nilai bonus (BV) pesanan dikira dalam tempoh ia dibayar.`),
      h3('Pendapatan'),
      p('Komisen hanya dibayar atas jualan produk, bukan atas pengambilan ahli baharu. Angka yang dipaparkan dalam portal bukan jaminan pendapatan; pendapatan anda bergantung pada usaha dan jualan anda sendiri.'),
      h3('Hubungi kami'),
      p(`Pertanyaan mengenai terma ini: ${mail(c.email)}, ${c.tel}.`),
    ),
  },
  agreement: {
    title: 'Perjanjian Pengedar',
    html: html(
      p(`Perjanjian ini dibuat antara ${c.company} dan individu yang mendaftar sebagai pengedar bebas. Sila baca dengan teliti sebelum anda menghantar permohonan anda.`),
      h3('Perniagaan bebas'),
      p(`Sebagai pengedar, anda menjalankan perniagaan anda sendiri. Anda bukan pekerja, ejen atau rakan kongsi ${c.company}, dan anda bertanggungjawab atas cukai, lesen dan perbelanjaan anda sendiri.`),
      h3('Perkara yang anda persetujui'),
      ul([
        'Memperkenalkan produk dan pelan pampasan dengan jujur, tanpa dakwaan pendapatan atau kesihatan yang tidak diluluskan oleh syarikat.',
        'Mematuhi Polisi dan Prosedur, yang menjadi sebahagian daripada perjanjian ini.',
        'Menerima notis mengenai akaun dan pesanan anda melalui e-mel.',
      ]),
      h3('Pembatalan'),
      p(`Anda boleh membatalkan perjanjian ini pada bila-bila masa dengan menulis kepada ${mail(c.email)}. Jika anda membatalkannya dalam tempoh ${c.returnDays} hari dari tarikh pendaftaran, kit permulaan dan produk yang belum digunakan yang dibeli dalam tempoh itu akan dibayar balik dalam ${c.currency} mengikut dasar pemulangan.`),
    ),
  },
});
