import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelockButton } from './relock-button';
import { useFocusOnMount } from './focus-on-mount';

/**
 * The heading of a form's confirmation step. The step replaces the fields and the Next
 * button the member had used, so focus moves here and the summary is read from its top.
 */
export function ConfirmHeading({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 ref={ref} tabIndex={-1} className="confirm-title">
      {children}
    </h2>
  );
}

interface ActionsProps {
  submitLabel: string;
  sending: boolean;
  onBack: () => void;
}

/** Back and the submit of a confirmation step; the submit ignores a second click. */
export function ConfirmActions({ submitLabel, sending, onBack }: ActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="wallet-actions">
      <Button onClick={onBack} disabled={sending}>
        {t('wallet.back')}
      </Button>
      <RelockButton type="primary" htmlType="submit" loading={sending}>
        {submitLabel}
      </RelockButton>
    </div>
  );
}
