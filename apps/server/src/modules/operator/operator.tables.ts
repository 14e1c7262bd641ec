import type { Generated } from 'kysely';

type Timestamp = Date;

/** Operator accounts of the console, apart from members (migration 0051). */
export interface OperatorTable {
  id: Generated<number>;
  login_name: string;
  display_name: string;
  password_hash: string;
  totp_secret_enc: string | null;
  totp_enrolled_at: Timestamp | null;
  totp_pending_enc: string | null;
  totp_last_step: Generated<bigint>;
  roles: string[];
  companies: string[] | null;
  disabled_at: Timestamp | null;
  /** the password was chosen by someone else: changed before anything else (0058) */
  password_change_required: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface OperatorRoleTable {
  name: string;
  permissions: string[];
  built_in: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface OperatorRecoveryCodeTable {
  operator_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface OperatorLoginFailureTable {
  operator_id: number;
  address: string;
  failed_count: number;
  locked_until: Timestamp | null;
}

export interface OperatorTicketTable {
  ticket_hash: string;
  operator_id: number;
  expires_at: Timestamp;
}

export interface OperatorSessionTable {
  token_hash: string;
  operator_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    operator: OperatorTable;
    operator_role: OperatorRoleTable;
    operator_recovery_code: OperatorRecoveryCodeTable;
    operator_login_failure: OperatorLoginFailureTable;
    operator_ticket: OperatorTicketTable;
    operator_session: OperatorSessionTable;
  }
}
