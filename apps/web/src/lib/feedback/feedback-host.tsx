import { Modal, message } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { FeedbackApis } from './feedback';

/** antd's dialog and toast holders; loaded on the first dialog or toast (see feedback.tsx). */
export function AntdFeedbackHost({
  onReady,
  scope: Scope,
}: {
  onReady: (apis: FeedbackApis) => void;
  /** the theme and language around the holders */
  scope: (props: { children: ReactNode }) => ReactNode;
}) {
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  useEffect(() => onReady({ modal, message: messageApi }), [modal, messageApi, onReady]);
  return (
    <Scope>
      {modalHolder}
      {messageHolder}
    </Scope>
  );
}
