import type { CompanyCode } from '@portal/contract';

/** Names and phone numbers that look right for a company's country (seed data only). */
export interface MemberRegion {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  /** country calling code without '+', as the mobile-code list gives it */
  callingCode: string;
  /** leading digits of a mobile number and how many random digits follow */
  mobilePrefixes: readonly string[];
  mobileDigits: number;
  /** user name written family name first (Chinese convention) */
  familyNameFirst: boolean;
}

/** Names in one string each, split on commas: the lists stay readable and short. */
const list = (names: string) => names.split(',').map((n) => n.trim());

const ENGLISH_MALE = list(
  'James, Michael, Robert, David, William, Daniel, Matthew, Anthony, Joshua, Andrew, Ryan, Brandon, Tyler, Kevin, Jason, Eric',
);
const ENGLISH_FEMALE = list(
  'Mary, Jennifer, Linda, Sarah, Jessica, Emily, Ashley, Amanda, Melissa, Rebecca, Laura, Megan, Rachel, Olivia, Hannah, Grace',
);
const ENGLISH_LAST = list(
  'Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Walker, Young, Allen, King, Wright',
);

const US: MemberRegion = {
  male: ENGLISH_MALE,
  female: ENGLISH_FEMALE,
  last: [...ENGLISH_LAST, 'Garcia', 'Martinez', 'Rodriguez', 'Lopez', 'Hernandez', 'Nguyen'],
  callingCode: '1',
  mobilePrefixes: list('212, 310, 312, 415, 512, 617, 702, 786, 801, 917'),
  mobileDigits: 7,
  familyNameFirst: false,
};

const CA: MemberRegion = {
  male: [...ENGLISH_MALE.slice(0, 10), 'Étienne', 'Louis', 'Mathieu', 'Olivier', 'Gabriel'],
  female: [...ENGLISH_FEMALE.slice(0, 10), 'Chloé', 'Camille', 'Isabelle', 'Mélanie', 'Sophie'],
  last: [
    ...ENGLISH_LAST.slice(0, 16),
    'Tremblay',
    'Gagnon',
    'Roy',
    'Côté',
    'Bouchard',
    'Gauthier',
    'Morin',
    'Lavoie',
    'Fortin',
    'Pelletier',
  ],
  callingCode: '1',
  mobilePrefixes: list('416, 437, 514, 604, 613, 647, 780, 902'),
  mobileDigits: 7,
  familyNameFirst: false,
};

const IT: MemberRegion = {
  male: list(
    'Marco, Luca, Giuseppe, Francesco, Alessandro, Andrea, Matteo, Lorenzo, Stefano, Davide, Simone, Roberto, Paolo, Giovanni, Antonio, Fabio',
  ),
  female: list(
    'Giulia, Francesca, Chiara, Sara, Martina, Valentina, Alessia, Elena, Federica, Silvia, Paola, Laura, Anna, Sofia, Giorgia, Elisa',
  ),
  last: list(
    'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani',
  ),
  callingCode: '39',
  mobilePrefixes: list('320, 328, 333, 338, 340, 347, 349, 366, 380, 393'),
  mobileDigits: 7,
  familyNameFirst: false,
};

const HK: MemberRegion = {
  male: list(
    'Tai Man, Ka Ho, Chi Keung, Wing Kei, Ho Yin, Kwok Wai, Siu Ming, Chun Kit, Man Lok, Ka Chun, Wai Lun, Tsz Hin, Pak Hei, Yat Long',
  ),
  female: list(
    'Mei Ling, Ka Yan, Wing Yee, Hoi Ying, Suk Fan, Siu Wai, Tsz Ching, Man Yi, Ka Man, Pui Shan, Hiu Tung, Wai Sze, Lok Yi, Sze Wing',
  ),
  last: list(
    'Chan, Wong, Lee, Cheung, Lau, Leung, Ho, Lam, Ng, Tsang, Chow, Yeung, Tang, Kwok, Mak, Tse, Fung, Law, Yip, Choi, Poon, Siu',
  ),
  callingCode: '852',
  mobilePrefixes: list('5, 6, 9'),
  mobileDigits: 7,
  familyNameFirst: true,
};

const MY: MemberRegion = {
  male: list(
    'Ahmad, Muhammad Hafiz, Amirul, Faizal, Hakim, Syafiq, Wei Jie, Jun Hao, Kok Leong, Chee Keong, Arjun, Ravi, Suresh, Kumar, Azlan, Zulkifli',
  ),
  female: list(
    'Nur Aisyah, Siti Aminah, Nurul Huda, Farah, Aina, Syazwani, Mei Xin, Hui Min, Li Ying, Xin Yi, Priya, Kavitha, Deepa, Anjali, Zarina, Liyana',
  ),
  last: list(
    'Abdullah, Ismail, Ibrahim, Hassan, Rahman, Yusof, Osman, Hamid, Tan, Lim, Lee, Ng, Wong, Chong, Goh, Teoh, Raj, Muthu, Pillai, Nair, Subramaniam, Krishnan',
  ),
  callingCode: '60',
  mobilePrefixes: list('12, 13, 14, 16, 17, 18, 19, 11'),
  mobileDigits: 7,
  familyNameFirst: false,
};

const ID: MemberRegion = {
  male: list(
    'Budi, Agus, Andi, Dedi, Eko, Hendra, Joko, Rudi, Yudi, Arif, Bayu, Dimas, Fajar, Rizky, Wahyu, Teguh',
  ),
  female: list(
    'Siti, Dewi, Sri, Rina, Wati, Yuni, Ayu, Indah, Putri, Ratna, Fitri, Lestari, Nur, Maya, Intan, Kartika',
  ),
  last: list(
    'Santoso, Wijaya, Saputra, Hidayat, Kurniawan, Setiawan, Pratama, Nugroho, Susanto, Gunawan, Halim, Sutanto, Purnomo, Hartono, Siregar, Nasution, Simanjuntak, Lubis, Harahap, Wibowo, Permana, Utomo',
  ),
  callingCode: '62',
  mobilePrefixes: list('811, 812, 813, 821, 822, 852, 853, 857, 878, 896'),
  mobileDigits: 8,
  familyNameFirst: false,
};

/** WT is a global marketplace: a mix of names, numbers in the US plan like its company. */
const WT: MemberRegion = {
  ...US,
  male: [
    ...ENGLISH_MALE.slice(0, 8),
    'Wei',
    'Jian',
    'Carlos',
    'Diego',
    'Hiroshi',
    'Kenji',
    'Mateo',
    'Arjun',
  ],
  female: [
    ...ENGLISH_FEMALE.slice(0, 8),
    'Xiu Ying',
    'Li Na',
    'Sofía',
    'Lucía',
    'Yuki',
    'Sakura',
    'Ananya',
    'Amara',
  ],
  last: [
    ...ENGLISH_LAST.slice(0, 12),
    'Tan',
    'Zhang',
    'Wang',
    'Garcia',
    'Fernández',
    'Sato',
    'Suzuki',
    'Patel',
    'Sharma',
    'Okafor',
    'Mendoza',
    'Kim',
  ],
};

export const MEMBER_REGIONS: Record<CompanyCode, MemberRegion> = {
  WT,
  US,
  CA,
  IT,
  HJ: HK,
  MY,
  MA: MY,
  ID,
};
