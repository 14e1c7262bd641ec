import type { message, Modal } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

type ModalApi = ReturnType<typeof Modal.useModal>[0];
type MessageApi = ReturnType<typeof message.useMessage>[0];

/** What a feedback host (antd's dialogs and toasts, mounted) hands back once it is ready. */
export interface FeedbackApis {
  modal: ModalApi;
  message: MessageApi;
}

/** A host draws antd's dialog and toast holders and reports their APIs when mounted. */
export type FeedbackHost = ComponentType<{ onReady: (apis: FeedbackApis) => void }>;

type Later<F> = F extends (...args: infer A) => unknown ? (...args: A) => void : never;

/** The dialogs and toasts the app uses; each shows as soon as antd's code is there. */
export interface Feedback {
  modal: { [K in 'confirm' | 'success' | 'warning']: Later<ModalApi[K]> };
  message: { [K in 'success' | 'error']: Later<MessageApi[K]> };
}

/** At the latest this long after the first render, antd's dialog code is fetched. */
const IDLE_LOAD_MS = 3_000;

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * antd dialogs and toasts that follow the theme and language (the light part of antd's App:
 * notifications are never used, so they are never loaded). antd's code is loaded on the first
 * dialog or toast, or once the page is idle, not before the first paint: the login page draws
 * no antd component and should not wait for it.
 */
export function FeedbackProvider({
  children,
  loadHost,
}: {
  children: ReactNode;
  loadHost: () => Promise<FeedbackHost>;
}) {
  const [Host, setHost] = useState<FeedbackHost | null>(null);
  const ready = useRef<{
    promise: Promise<FeedbackApis>;
    resolve: (a: FeedbackApis) => void;
  } | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  const apis = useCallback((): Promise<FeedbackApis> => {
    if (!ready.current) {
      let resolve!: (a: FeedbackApis) => void;
      const promise = new Promise<FeedbackApis>((r) => (resolve = r));
      ready.current = { promise, resolve };
    }
    loading.current ??= loadHost().then(
      (host) => setHost(() => host),
      () => {
        // a failed chunk is tried again by the next dialog or toast
        loading.current = null;
      },
    );
    return ready.current.promise;
  }, [loadHost]);

  // loaded once the page is idle too: the "cannot reach the server" toast must not need the
  // network to fetch its own code
  useEffect(() => {
    const load = () => void apis();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: IDLE_LOAD_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, IDLE_LOAD_MS);
    return () => clearTimeout(timer);
  }, [apis]);

  const value = useMemo<Feedback>(() => {
    const later =
      <A extends unknown[]>(run: (api: FeedbackApis, ...args: A) => unknown) =>
      (...args: A) =>
        void apis().then((api) => run(api, ...args));
    return {
      modal: {
        confirm: later((api, ...args: Parameters<ModalApi['confirm']>) =>
          api.modal.confirm(...args),
        ),
        success: later((api, ...args: Parameters<ModalApi['success']>) =>
          api.modal.success(...args),
        ),
        warning: later((api, ...args: Parameters<ModalApi['warning']>) =>
          api.modal.warning(...args),
        ),
      },
      message: {
        success: later((api, ...args: Parameters<MessageApi['success']>) =>
          api.message.success(...args),
        ),
        error: later((api, ...args: Parameters<MessageApi['error']>) => api.message.error(...args)),
      },
    };
  }, [apis]);

  const onReady = useCallback(
    (mounted: FeedbackApis) => {
      void apis();
      ready.current?.resolve(mounted);
    },
    [apis],
  );

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {Host && <Host onReady={onReady} />}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider');
  return feedback;
}
