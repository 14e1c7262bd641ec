import type { ConsolePermission, OperatorView } from '@portal/contract';
import { createContext, useContext } from 'react';

/** The signed-in operator, from `consoleAuth.me`, for the pages inside the guard. */
export const OperatorContext = createContext<OperatorView | null>(null);

export function useOperator(): OperatorView {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator outside the signed-in layout');
  return operator;
}

export function useCan(): (permission: ConsolePermission) => boolean {
  const operator = useOperator();
  return (permission) => operator.permissions.includes(permission);
}
