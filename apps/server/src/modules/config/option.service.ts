import type { Locale, OptionItem } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import { findOptions, type OptionRow } from './option.repository.js';
import { answerLocale } from '../../lib/request-scope.js';

/** A Map, so a requested list code such as `__proto__` finds nothing on a prototype. */
function groupByList(rows: OptionRow[], locale: Locale): Map<string, OptionItem[]> {
  const lists = new Map<string, OptionItem[]>();
  for (const row of rows) {
    let list = lists.get(row.list_code);
    if (!list) lists.set(row.list_code, (list = []));
    list.push({ value: row.value, label: translate(locale, row.label_key) });
  }
  return lists;
}

/** One option list with labels in `characterCoding`, else the request's language. */
export async function optionList(
  deps: DbDeps,
  input: { code: string; characterCoding?: string },
  requestLocale: Locale,
): Promise<OptionItem[]> {
  const locale = answerLocale(input.characterCoding, requestLocale, 'querystring.characterCoding');
  const list = groupByList(await findOptions(deps.db, [input.code]), locale).get(input.code);
  if (!list) throw new AppError('notFound', { details: { code: input.code } });
  return list;
}

/** Several option lists keyed by list code; every list when no codes are given. */
export async function optionLists(
  deps: DbDeps,
  input: { codes?: string[]; characterCoding?: string } | null | undefined,
  requestLocale: Locale,
): Promise<Record<string, OptionItem[]>> {
  const locale = answerLocale(input?.characterCoding, requestLocale, 'body.characterCoding');
  const codes = input?.codes ? [...new Set(input.codes)] : undefined;
  const lists = groupByList(await findOptions(deps.db, codes), locale);
  const unknown = codes?.filter((code) => !lists.has(code)) ?? [];
  if (unknown.length) throw new AppError('notFound', { details: { codes: unknown } });
  return Object.fromEntries(lists);
}
