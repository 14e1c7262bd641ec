import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from './columns.js';

export interface CompanyTable {
  code: string;
  name: string;
  country_code: string;
  currency: string;
  minor_unit: number;
  time_zone: string;
  character_coding: string;
  address: string;
  email: string;
  tel: string;
  facebook_link: string | null;
  ins_link: string | null;
  youtube_link: string | null;
  private_policy_link: string | null;
  return_policy_link: string | null;
  policies_pdf: string;
  copyright: string;
  marketplace_address: string | null;
  marketplace_email: string | null;
  marketplace_tel: string | null;
  created_at: Timestamp;
}

export interface SysConfigTable {
  company_code: string;
  key: string;
  value: string;
  description: string | null;
  updated_at: Timestamp;
}

export interface PaymentLogoTable {
  company_code: string;
  file_name: string;
  sort: Defaulted<number>;
}

export interface MemberTable {
  id: Generated<number>;
  login_name: string;
  company_code: string;
  member_type: 'D' | 'PC';
  first_name: string;
  last_name: string;
  user_name: string;
  email: string | null;
  email_verified_at: Timestamp | null;
  mobile_code: string | null;
  phone: string | null;
  gender: Defaulted<number>;
  birth_date: string | null;
  status: number;
  rank_code: Defaulted<string>;
  highest_award: string | null;
  is_world_plan: Defaulted<boolean>;
  avatar_url: string | null;
  sponsor_id: number | null;
  sponsor_path: string;
  placement_id: number | null;
  placement_side: 'L' | 'R' | null;
  placement_path: string;
  is_first_setup: Defaulted<boolean>;
  is_init_set: Defaulted<boolean>;
  is_need_pwd_popup: Defaulted<boolean>;
  must_rebuy_bv: Defaulted<string>;
  password_hash: string;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemberSessionTable {
  id: Generated<bigint>;
  token_hash: string;
  member_id: number;
  is_from_oss: Defaulted<boolean>;
  /** migration 0056: opened by an operator's view-as, read-only */
  view_as: Defaulted<boolean>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginAttemptTable {
  id: Generated<bigint>;
  login_name: string;
  ip: string;
  succeeded: boolean;
  /** migration 0012: only failures with a solved captcha count towards an account lock */
  captcha_solved: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

/** Migration 0012: when a member was last mailed about a burst of login failures. */
export interface LoginAlertTable {
  login_key: string;
  sent_at: Timestamp;
}

export interface CaptchaTable {
  uuid: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SilentTicketUseTable {
  jti: string;
  member_id: number;
  used_at: Timestamp;
}

export interface AuthLinkTable {
  token_hash: string;
  member_id: number;
  purpose: 'reset_password' | 'email_verify';
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<bigint>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
  attempts: Generated<number>;
  message_id: string | null;
  provider_response: string | null;
}

/** Migration 0083: a file an outbox mail carries, `seq` from 0 in the mail's order. */
export interface MailOutboxAttachmentTable {
  outbox_id: bigint;
  seq: number;
  file_name: string;
  content_type: string;
  content: Uint8Array;
}

export interface SysOptionTable {
  list_code: string;
  value: string;
  label_key: string;
  sort: Defaulted<number>;
}

export interface AreaTable {
  id: number;
  parent_id: number | null;
  level: 1 | 2 | 3;
  country_code: string;
  code: string;
  name: string;
  sort: Defaulted<number>;
}

export interface CarouselItemTable {
  id: Generated<number>;
  company_code: string;
  platform: 'bzz' | 'wpm';
  title: string;
  image_url: string;
  link_url: string | null;
  sort: Defaulted<number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
}

export interface BusinessLogTable {
  id: Generated<bigint>;
  member_id: number | null;
  company_code: string | null;
  action: string;
  detail: ColumnType<unknown, string | undefined, string>;
  ip: string | null;
  created_at: Timestamp;
}

export interface Database {
  company: CompanyTable;
  sys_config: SysConfigTable;
  payment_logo: PaymentLogoTable;
  member: MemberTable;
  member_session: MemberSessionTable;
  login_attempt: LoginAttemptTable;
  login_alert: LoginAlertTable;
  captcha: CaptchaTable;
  silent_ticket_use: SilentTicketUseTable;
  auth_link: AuthLinkTable;
  mail_outbox: MailOutboxTable;
  mail_outbox_attachment: MailOutboxAttachmentTable;
  sys_option: SysOptionTable;
  area: AreaTable;
  carousel_item: CarouselItemTable;
  business_log: BusinessLogTable;
}
