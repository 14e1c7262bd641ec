import { CONSOLE_OPERATOR_CALLS } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';

export interface OperatorRow {
  id: number;
  loginName: string;
  roles: string[];
  companies: string[] | null;
}

interface Fields {
  loginName: string;
  displayName: string;
  password: string;
  roles: string[];
  companies?: string[];
  reason: string;
  code: string;
}

/** Adds an operator (no `editing`) or changes one's roles and companies. */
export function OperatorModal(props: { editing?: OperatorRow; onClose(): void; onDone(): void }) {
  const { editing, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const roles = useQuery({
    queryKey: ['console', 'roles'],
    queryFn: ({ signal }) => callConsole(CONSOLE_OPERATOR_CALLS.roles, { signal }),
  });
  const save = useMutation({
    mutationFn: (f: Fields) => {
      const common = {
        roles: f.roles,
        companies: f.companies?.length ? f.companies : null,
        reason: f.reason.trim(),
        code: f.code.trim(),
      };
      return editing
        ? callConsole(CONSOLE_OPERATOR_CALLS.operatorUpdate, {
            params: { id: editing.id },
            body: common,
          })
        : callConsole(CONSOLE_OPERATOR_CALLS.operatorCreate, {
            body: {
              ...common,
              loginName: f.loginName.trim(),
              displayName: f.displayName.trim(),
              password: f.password,
            },
          });
    },
    onSuccess: () => {
      void message.success(t('consoleOperators.saved'));
      onDone();
    },
  });
  const required = [{ required: true, whitespace: true, message: t('consoleApp.required') }];
  const title = editing
    ? t('consoleOperators.editTitle', { loginName: editing.loginName })
    : t('consoleOperators.addTitle');
  return (
    <Modal
      open
      title={title}
      okText={t('consoleOperators.save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ? { roles: editing.roles, companies: editing.companies ?? [] } : {}}
        onFinish={(f) => save.mutate(f)}
      >
        {!editing && (
          <>
            <Form.Item name="loginName" label={t('consoleOperators.loginName')} rules={required}>
              <Input autoComplete="off" maxLength={32} />
            </Form.Item>
            <Form.Item
              name="displayName"
              label={t('consoleOperators.displayName')}
              rules={required}
            >
              <Input maxLength={80} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('consoleOperators.password')}
              extra={t('consoleOperators.passwordHelp')}
              rules={[...required, { min: 10, message: t('consoleOperators.passwordShort') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="roles"
          label={t('consoleOperators.roles')}
          rules={[{ required: true, message: t('consoleApp.required') }]}
        >
          <Select
            mode="multiple"
            loading={roles.isLoading}
            options={(roles.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
          />
        </Form.Item>
        <Form.Item
          name="companies"
          label={t('consoleOperators.companies')}
          extra={t('consoleOperators.companiesHelp')}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={save.error} />
    </Modal>
  );
}
