import { sql, type Kysely } from 'kysely';

/**
 * The library: documents, PDFs and videos per company and language, in fixed
 * categories. The bytes live in a file store (DATA_DIR/library by default) under
 * `storage_key`; a video may instead be a link. Operator commands are audited in
 * library_audit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table library_document (
      id serial primary key,
      company_code text not null references company(code),
      lang text not null check (lang in ('en', 'id', 'ms', 'zh-CN')),
      category text not null check (category in ('product', 'business', 'training', 'tools')),
      kind text not null check (kind in ('document', 'pdf', 'video')),
      title text not null check (length(title) between 1 and 200),
      description text not null default '' check (length(description) <= 2000),
      file_name text,
      content_type text,
      size_bytes bigint,
      storage_key text unique,
      video_url text check (video_url is null or video_url like 'https://%'),
      created_at timestamptz not null default now(),
      check ((storage_key is null) <> (video_url is null)),
      check (storage_key is null or (file_name is not null and content_type is not null))
    )`.execute(db);
  await sql`create index library_document_company_idx on library_document (company_code, lang, category)`.execute(
    db,
  );
  await sql`
    create table library_audit (
      id serial primary key,
      operator text not null,
      command text not null,
      target text,
      detail jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
}
