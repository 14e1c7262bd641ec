import { Alert, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmActions, ConfirmHeading } from '../../../shared/ui/confirm-step';
import { PinField } from './pin-field';
import { Facts } from '../../../shared/ui/facts';

/** What the form hands its confirmation step: the server's refusal, the wait, the way back. */
export interface ConfirmStepProps {
  error: string | null;
  sending: boolean;
  onBack: () => void;
}

interface Props extends ConfirmStepProps {
  title: string;
  items: DescriptionsProps['items'];
  /** said under the summary, before the PIN is asked */
  note?: ReactNode;
  submitLabel: string;
}

/**
 * The second step of a move of money: the summary the member agrees to, then the PIN. The PIN
 * comes last so that it is typed only once the member has seen what will happen.
 */
export function PinConfirmStep({ title, items, note, submitLabel, error, sending, onBack }: Props) {
  return (
    <>
      <ConfirmHeading>{title}</ConfirmHeading>
      <Facts className="wallet-summary" size="small" bordered column={1} items={items} />
      {note}
      {error && (
        <Alert className="wallet-notice" type="error" showIcon role="alert" title={error} />
      )}
      <PinField />
      <ConfirmActions submitLabel={submitLabel} sending={sending} onBack={onBack} />
    </>
  );
}
