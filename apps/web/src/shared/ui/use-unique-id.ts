import { useId } from 'react';

/**
 * An id unique among everything mounted, as a plain word (letters and digits, so it also
 * works in selectors). Pages kept alive stay mounted while hidden: fixed ids would then
 * appear twice and labels would point at the hidden page's fields.
 */
export function useUniqueId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

/**
 * A form name unique per mount: antd prefixes every field id with it (`<name>_amount`), so
 * two forms with an "amount" field never share an id.
 */
export const useFormName = (prefix: string) => useUniqueId(prefix).replace(/-/g, '_');
