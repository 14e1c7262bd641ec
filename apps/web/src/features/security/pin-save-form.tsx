import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../shared/ui/relock-button';
import { FormAlert } from '../../shared/ui/use-form-failure';
import { useSaveForm } from '../../shared/ui/use-server-form';
import { NewPinFields } from './pin-fields';

interface Props<V> {
  /** the form's name prefix (antd prefixes field ids with it) */
  name: string;
  /** the form's accessible name, as the setting page's heading says it */
  titleKey: string;
  submitKey: string;
  savedKey: string;
  labels: Record<string, string>;
  mutation: { mutateAsync: (values: V) => Promise<unknown>; isPending: boolean };
  disabled?: boolean;
  /** fields asked before the new PIN */
  children?: ReactNode;
}

/** The set and change PIN forms of the setting page: they stay, emptied, once the PIN is saved. */
export function PinSaveForm<V>(props: Props<V>) {
  const { name, titleKey, submitKey, savedKey, labels, mutation, disabled, children } = props;
  const { t } = useTranslation();
  const { failure, formProps } = useSaveForm<V>(name, labels, mutation.mutateAsync, savedKey);
  return (
    <Form {...formProps} disabled={disabled} aria-label={t(titleKey)}>
      <p>{t('security.pin.intro')}</p>
      {failure.summary}
      <FormAlert error={failure.error} />
      {children}
      <NewPinFields />
      <RelockButton type="primary" htmlType="submit" loading={mutation.isPending}>
        {t(submitKey)}
      </RelockButton>
    </Form>
  );
}
