import { Modal, message } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

type ModalApi = ReturnType<typeof Modal.useModal>[0];
type MessageApi = ReturnType<typeof message.useMessage>[0];

interface Feedback {
  modal: ModalApi;
  message: MessageApi;
}

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * antd dialogs and toasts that follow the theme and language (the light part of antd's
 * App: notifications are never used, so they are never loaded).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const value = useMemo(() => ({ modal, message: messageApi }), [modal, messageApi]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {modalHolder}
      {messageHolder}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider');
  return feedback;
}
