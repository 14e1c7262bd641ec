/**
 * The member columns a session carries (the member context), aliased on `m`: read with the
 * session, at login, in the member's detail view and by the seed's order history. One list, so
 * a column the context gains reaches every read of it.
 */
export const MEMBER_CONTEXT_COLUMNS = [
  'm.id as member_id',
  'm.login_name',
  'm.user_name',
  'm.first_name',
  'm.last_name',
  'm.company_code',
  'm.member_type',
  'm.status',
  'm.rank_code',
  'm.avatar_url',
  'm.email',
  'm.is_world_plan',
  'm.is_first_setup',
  'm.is_init_set',
  'm.is_need_pwd_popup',
  'm.must_rebuy_bv',
] as const;
