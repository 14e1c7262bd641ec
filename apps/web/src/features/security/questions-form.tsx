import {
  SECURITY_ANSWER_MAX_CHARS,
  SECURITY_QUESTION_COUNT,
  type SecurityQuestion,
  type SetQuestionsBody,
} from '@portal/contract';
import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { useFeedback } from '../../lib/feedback/feedback';
import { RelockButton } from '../../shared/ui/relock-button';
import { useSetQuestions } from './api/set-questions';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useFormName } from '../../shared/ui/use-unique-id';

const LABELS = { password: 'security.questions.password' };
const SLOTS = Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => i);

type Values = { answers: { questionId?: number; answer?: string }[]; password: string };

interface Props {
  options: SecurityQuestion[];
  /** the questions chosen before, to start from; empty when none */
  chosen: SecurityQuestion[];
}

/** Chooses three different questions and their answers; the login password confirms it. */
export function QuestionsForm({ options, chosen }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formName = useFormName('questions');
  const mutation = useSetQuestions();
  const failure = useFormFailure(form, LABELS);
  const answers = Form.useWatch('answers', form) ?? [];
  const picked = (except: number) =>
    new Set(answers.flatMap((a, i) => (i !== except && a?.questionId ? [a.questionId] : [])));

  const questionRules = (slot: number): Rule[] => {
    const field = t('security.questions.question', { n: slot + 1 });
    return [
      { required: true, message: t('validation.required', { field }) },
      {
        validator: (_rule, value?: number) =>
          value && picked(slot).has(value)
            ? Promise.reject(new Error(t('validation.security.questionsMustDiffer')))
            : Promise.resolve(),
      },
    ];
  };
  const answerRules = (slot: number): Rule[] => {
    const field = t('security.questions.answer', { n: slot + 1 });
    const limit = SECURITY_ANSWER_MAX_CHARS;
    return [
      { required: true, whitespace: true, message: t('validation.required', { field }) },
      { max: limit, message: t('validation.tooLong', { field, limit }) },
    ];
  };

  const onFinish = async (values: Values) => {
    failure.clear();
    const body: SetQuestionsBody = {
      answers: values.answers.map((a) => ({
        questionId: a.questionId ?? 0,
        answer: (a.answer ?? '').trim(),
      })),
      password: values.password,
    };
    try {
      await mutation.mutateAsync(body);
      form.setFieldValue('password', '');
      form.setFieldsValue({ answers: body.answers.map((a) => ({ questionId: a.questionId })) });
      void message.success(t('security.questions.saved'));
    } catch (error) {
      failure.fail(error);
      if (isApiError(error) && error.errorKey === 'passwordIncorrect') {
        failure.showFieldErrors([{ name: 'password', errors: [error.msg] }]);
      }
    }
  };

  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      onFinish={onFinish}
      {...failure.formProps}
      aria-label={t('security.questions.title')}
      initialValues={{ answers: SLOTS.map((i) => ({ questionId: chosen[i]?.questionId })) }}
    >
      <p>{t('security.questions.intro', { count: SECURITY_QUESTION_COUNT })}</p>
      {failure.summary}
      <FormAlert error={failure.error} />
      {SLOTS.map((slot) => (
        <div key={slot}>
          <Form.Item
            label={t('security.questions.question', { n: slot + 1 })}
            name={['answers', slot, 'questionId']}
            dependencies={SLOTS.filter((s) => s !== slot).map((s) => ['answers', s, 'questionId'])}
            rules={questionRules(slot)}
          >
            <Select
              // a short list: every option rendered, none hidden by virtual scrolling
              virtual={false}
              placeholder={t('security.questions.choose')}
              options={options.map((q) => ({
                value: q.questionId,
                label: q.label,
                disabled: picked(slot).has(q.questionId),
              }))}
            />
          </Form.Item>
          <Form.Item
            label={t('security.questions.answer', { n: slot + 1 })}
            name={['answers', slot, 'answer']}
            rules={answerRules(slot)}
          >
            <Input maxLength={SECURITY_ANSWER_MAX_CHARS} autoComplete="off" />
          </Form.Item>
        </div>
      ))}
      <Form.Item
        label={t(LABELS.password)}
        name="password"
        extra={t('security.questions.passwordHint')}
        rules={[
          { required: true, message: t('validation.required', { field: t(LABELS.password) }) },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <RelockButton type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('security.questions.save')}
      </RelockButton>
    </Form>
  );
}
