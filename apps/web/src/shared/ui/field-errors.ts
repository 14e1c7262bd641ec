import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/http/api-error';

export interface FormFieldError<K extends string> {
  name: K;
  errors: string[];
}

/**
 * Turns the server's field errors (`body.username` + translation key) into antd form
 * errors; `labels` names each field for the message's {{field}}.
 */
export function formErrorsOf<K extends string>(
  error: unknown,
  t: TFunction,
  labels: Record<K, string>,
): FormFieldError<K>[] {
  if (!isApiError(error)) return [];
  const isField = (name: string): name is K => Object.hasOwn(labels, name);
  return error.fields.flatMap((field) => {
    const name = field.path.split('.').slice(1).join('.') || field.path;
    if (!isField(name)) return [];
    const message = t(field.key, { ...field.params, field: t(labels[name]) });
    return [{ name, errors: [message] }];
  });
}

/** The message to show for a failed call: the server's translated msg, else System Error. */
export function messageOf(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.msg) return error.msg;
  return t('error.server');
}
