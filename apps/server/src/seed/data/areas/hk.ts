import type { ProvinceSeed } from './types.js';

/** The 18 districts, each with a few of its main neighbourhoods. */
export const HK_PROVINCES: ProvinceSeed[] = [
  ['HK-CW', 'Central and Western', ['Central', 'Sheung Wan', 'Kennedy Town']],
  ['HK-WC', 'Wan Chai', ['Wan Chai', 'Causeway Bay', 'Happy Valley']],
  ['HK-EA', 'Eastern', ['North Point', 'Quarry Bay', 'Chai Wan']],
  ['HK-SO', 'Southern', ['Aberdeen', 'Stanley', 'Repulse Bay']],
  ['HK-YT', 'Yau Tsim Mong', ['Tsim Sha Tsui', 'Mong Kok', 'Yau Ma Tei']],
  ['HK-SS', 'Sham Shui Po', ['Sham Shui Po', 'Cheung Sha Wan', 'Shek Kip Mei']],
  ['HK-KC', 'Kowloon City', ['Kowloon City', 'Hung Hom', 'To Kwa Wan']],
  ['HK-WT', 'Wong Tai Sin', ['Wong Tai Sin', 'Diamond Hill', 'Tsz Wan Shan']],
  ['HK-KU', 'Kwun Tong', ['Kwun Tong', 'Lam Tin', 'Ngau Tau Kok']],
  ['HK-TW', 'Tsuen Wan', ['Tsuen Wan', 'Sham Tseng', 'Ma Wan']],
  ['HK-TM', 'Tuen Mun', ['Tuen Mun', 'So Kwun Wat', 'Tai Lam']],
  ['HK-YL', 'Yuen Long', ['Yuen Long', 'Tin Shui Wai', 'Kam Tin']],
  ['HK-NO', 'North', ['Sheung Shui', 'Fanling', 'Sha Tau Kok']],
  ['HK-TP', 'Tai Po', ['Tai Po', 'Tai Po Kau', 'Ting Kok']],
  ['HK-ST', 'Sha Tin', ['Sha Tin', 'Ma On Shan', 'Tai Wai']],
  ['HK-SK', 'Sai Kung', ['Sai Kung', 'Tseung Kwan O', 'Clear Water Bay']],
  ['HK-KI', 'Kwai Tsing', ['Kwai Chung', 'Tsing Yi', 'Kwai Fong']],
  ['HK-IS', 'Islands', ['Tung Chung', 'Discovery Bay', 'Cheung Chau', 'Mui Wo']],
];
