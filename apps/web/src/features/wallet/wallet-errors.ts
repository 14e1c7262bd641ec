import type { TFunction } from 'i18next';
import { formErrorsOf } from '../../shared/ui/field-errors';

/**
 * The server's field errors as form field errors. `labels` names each form field;
 * `aliases` maps a server field name to a form field (the fee preview calls the amount
 * `withdrawalAmount`).
 */
export function fieldErrorsOf<K extends string>(
  failure: unknown,
  t: TFunction,
  labels: Record<K, string>,
  aliases: Record<string, K> = {},
): { name: K; errors: string[] }[] {
  const known = { ...labels } as Record<string, string>;
  for (const [alias, name] of Object.entries(aliases)) known[alias] = labels[name];
  return formErrorsOf(failure, t, known).map((e) => ({
    name: (aliases[e.name] ?? e.name) as K,
    errors: e.errors,
  }));
}
