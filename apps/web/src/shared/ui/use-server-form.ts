import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { useFormName } from './use-unique-id';
import { useFormFailure } from './use-form-failure';

/**
 * A vertical antd form whose submit goes to the server: spread `formProps` on the <Form> and
 * render `failure.summary` and `<FormAlert error={failure.error} />` inside it. Whatever `send`
 * throws is shown (under its fields, and above the form) rather than rethrown: antd calls
 * onFinish without awaiting it, so a rejection would go unhandled and unseen.
 */
export function useServerForm<V>(
  namePrefix: string,
  labels: Record<string, string>,
  send: (values: V, form: FormInstance<V>) => Promise<unknown>,
) {
  const [form] = Form.useForm<V>();
  const name = useFormName(namePrefix);
  const failure = useFormFailure(form, labels);
  const onFinish = async (values: V) => {
    failure.clear();
    try {
      await send(values, form);
    } catch (error) {
      failure.fail(error);
    }
  };
  return {
    form,
    failure,
    formProps: { name, form, layout: 'vertical' as const, onFinish, ...failure.formProps },
  };
}

/** A form that stays on the page once saved: emptied for the next time, the save said by a toast. */
export function useSaveForm<V>(
  namePrefix: string,
  labels: Record<string, string>,
  save: (values: V) => Promise<unknown>,
  savedKey: string,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useServerForm<V>(namePrefix, labels, async (values, form) => {
    await save(values);
    form.resetFields();
    void message.success(t(savedKey));
  });
}
