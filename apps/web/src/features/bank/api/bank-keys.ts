/** Query keys of the bank-account calls; every change invalidates `all`. */
export const bankKeys = {
  all: ['bank'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
  byId: (id: number) => [...bankKeys.all, 'byId', id] as const,
  accountTypes: (language: string) => [...bankKeys.all, 'accountTypes', language] as const,
};

/** '/wm/bankInfo/update/:id' with the id filled in. */
export const withId = (path: string, id: number) => path.replace(':id', String(id));
