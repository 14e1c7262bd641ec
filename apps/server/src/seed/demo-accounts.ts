import type { AwardCode, CompanyCode, MemberStatus, MemberType, RankCode } from '@portal/contract';

export const DEMO_PASSWORD = 'Demo1234';

export interface DemoAccount {
  login: string;
  company: CompanyCode;
  status: MemberStatus;
  memberType: MemberType;
  rank: RankCode;
  highestAward: AwardCode | null;
  firstName: string;
  lastName: string;
  /** 1 male, 0 female, -1 unknown */
  gender: 1 | 0 | -1;
  email: string;
  isWorldPlan: boolean;
  isFirstSetup: boolean;
  isInitSet: boolean;
  isNeedPwdPopup: boolean;
  /** how many direct recruits the seed hangs below this account */
  downline: number;
  shows: string;
}

/** The demo logins of the README; every one has the password DEMO_PASSWORD. */
export const DEMO_LOGINS: DemoAccount[] = [
  {
    login: 'demo',
    company: 'US',
    status: 10,
    memberType: 'D',
    rank: '20',
    highestAward: '02',
    firstName: 'Dana',
    lastName: 'Morgan',
    gender: 0,
    email: 'demo@portal.local',
    isWorldPlan: true,
    isFirstSetup: false,
    isInitSet: false,
    isNeedPwdPopup: false,
    downline: 6,
    shows: 'active (status 10), gold rank, a downline, platform bzz',
  },
  {
    login: 'wtdemo',
    company: 'WT',
    status: 10,
    memberType: 'D',
    rank: '10',
    highestAward: null,
    firstName: 'Wei',
    lastName: 'Tan',
    gender: 1,
    email: 'wtdemo@portal.local',
    isWorldPlan: true,
    isFirstSetup: false,
    isInitSet: false,
    isNeedPwdPopup: false,
    downline: 3,
    shows: 'company WT, always in marketplace mode (wpm)',
  },
  {
    login: 'mydemo',
    company: 'MY',
    status: 10,
    memberType: 'D',
    rank: '10',
    highestAward: null,
    firstName: 'Aisyah',
    lastName: 'Rahman',
    gender: 0,
    email: 'mydemo@portal.local',
    isWorldPlan: false,
    isFirstSetup: false,
    isInitSet: false,
    isNeedPwdPopup: false,
    downline: 3,
    shows: 'Malaysian footer, policies and currency',
  },
  {
    login: 'iddemo',
    company: 'ID',
    status: 10,
    memberType: 'D',
    rank: '05',
    highestAward: null,
    firstName: 'Budi',
    lastName: 'Santoso',
    gender: 1,
    email: 'iddemo@portal.local',
    isWorldPlan: false,
    isFirstSetup: false,
    isInitSet: false,
    isNeedPwdPopup: false,
    downline: 2,
    shows: 'Indonesian',
  },
  {
    login: 'pcdemo',
    company: 'US',
    status: 10,
    memberType: 'PC',
    rank: '0',
    highestAward: null,
    firstName: 'Paula',
    lastName: 'Chen',
    gender: 0,
    email: 'pcdemo@portal.local',
    isWorldPlan: false,
    isFirstSetup: false,
    isInitSet: false,
    isNeedPwdPopup: false,
    downline: 0,
    shows: 'a preferred customer (PC): may not place upgrade orders',
  },
  {
    login: 'inactive',
    company: 'US',
    status: 30,
    memberType: 'D',
    rank: '10',
    highestAward: null,
    firstName: 'Ivan',
    lastName: 'Novak',
    gender: 1,
    email: 'inactive@portal.local',
    isWorldPlan: false,
    isFirstSetup: false,
    isInitSet: false,
    isNeedPwdPopup: false,
    downline: 0,
    shows: "status 30: actions blocked with 'Member status is inactive.'",
  },
  {
    login: 'newbie',
    company: 'CA',
    status: 0,
    memberType: 'D',
    rank: '0',
    highestAward: null,
    firstName: 'Nora',
    lastName: 'Bell',
    gender: 0,
    email: 'newbie@portal.local',
    isWorldPlan: false,
    isFirstSetup: true,
    isInitSet: true,
    isNeedPwdPopup: true,
    downline: 0,
    shows: 'status 0, first set-up pending (isFirstSetup, isInitSet true)',
  },
];
