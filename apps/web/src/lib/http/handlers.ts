/**
 * What the shell does on the generic outcomes of spec "The error catalogue". The app registers handlers that
 * show antd dialogs and toasts; src/lib stays free of UI wiring.
 */
export interface HttpHandlers {
  /** code 401: session-timeout alert, then forced local logout and reload */
  onUnauthorized(): void;
  /** code 500: error toast with the server message */
  onServerError(msg: string): void;
  /** network or HTTP failure: 'System Error!' toast */
  onNetworkError(): void;
}

const noop = () => undefined;
let current: HttpHandlers = { onUnauthorized: noop, onServerError: noop, onNetworkError: noop };

export function setHttpHandlers(handlers: HttpHandlers): void {
  current = handlers;
}

export function httpHandlers(): HttpHandlers {
  return current;
}
