import type { FieldError } from '@portal/contract';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Zod issues become field errors whose `key` the web app can translate. Contract schemas
 * carry `validation.*` keys as their messages; any other issue is mapped by its code.
 */
export function fieldErrorsFromValidation(items: ValidationItem[], context?: string): FieldError[] {
  return items.map((item) => {
    const path = [context ?? 'body', ...item.instancePath.split('/').filter(Boolean)].join('.');
    const { key, params } = keyOf(item);
    return { path, key, ...(params ? { params } : {}) };
  });
}

function keyOf(item: ValidationItem): { key: string; params?: Record<string, string | number> } {
  const limit = (item.params.maximum ?? item.params.minimum) as number | bigint | undefined;
  const params = limit !== undefined ? { limit: Number(limit) } : undefined;
  if (item.message?.startsWith('validation.')) return { key: item.message, params };
  switch (item.keyword) {
    case 'invalid_type':
      return {
        key: /received undefined/.test(item.message ?? '')
          ? 'validation.required'
          : 'validation.invalidType',
      };
    case 'too_big':
      return {
        key: item.params.origin === 'string' ? 'validation.tooLong' : 'validation.tooLarge',
        params,
      };
    case 'too_small':
      return {
        key: item.params.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall',
        params,
      };
    case 'invalid_format':
      return { key: 'validation.format' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalidValue' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}
