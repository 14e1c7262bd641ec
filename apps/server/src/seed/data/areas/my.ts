import type { ProvinceSeed } from './types.js';

/** The 13 states and 3 federal territories. */
export const MY_PROVINCES: ProvinceSeed[] = [
  ['MY-01', 'Johor', ['Johor Bahru', 'Batu Pahat', 'Muar', 'Kluang']],
  ['MY-02', 'Kedah', ['Alor Setar', 'Sungai Petani', 'Kulim']],
  ['MY-03', 'Kelantan', ['Kota Bharu', 'Pasir Mas', 'Tanah Merah']],
  ['MY-04', 'Melaka', ['Melaka', 'Alor Gajah', 'Jasin']],
  ['MY-05', 'Negeri Sembilan', ['Seremban', 'Port Dickson', 'Nilai']],
  ['MY-06', 'Pahang', ['Kuantan', 'Temerloh', 'Bentong', 'Raub']],
  ['MY-07', 'Pulau Pinang', ['George Town', 'Butterworth', 'Bukit Mertajam']],
  ['MY-08', 'Perak', ['Ipoh', 'Taiping', 'Teluk Intan', 'Lumut']],
  ['MY-09', 'Perlis', ['Kangar', 'Arau', 'Padang Besar']],
  ['MY-10', 'Selangor', ['Shah Alam', 'Petaling Jaya', 'Subang Jaya', 'Klang']],
  ['MY-11', 'Terengganu', ['Kuala Terengganu', 'Kemaman', 'Dungun']],
  ['MY-12', 'Sabah', ['Kota Kinabalu', 'Sandakan', 'Tawau']],
  ['MY-13', 'Sarawak', ['Kuching', 'Miri', 'Sibu', 'Bintulu']],
  ['MY-14', 'Wilayah Persekutuan Kuala Lumpur', ['Kuala Lumpur', 'Cheras', 'Setapak']],
  ['MY-15', 'Wilayah Persekutuan Labuan', ['Victoria', 'Rancha-Rancha']],
  ['MY-16', 'Wilayah Persekutuan Putrajaya', ['Putrajaya', 'Presint 8', 'Presint 16']],
];
