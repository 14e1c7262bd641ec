import {
  CONSOLE_OPERATOR_CALLS,
  CONSOLE_PERMISSIONS,
  type ConsolePermission,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';

interface Fields {
  name: string;
  permissions: ConsolePermission[];
  reason: string;
  code: string;
}

/** Composes a role (or changes a composed one) from the named permissions. */
export function RoleModal(props: {
  editing?: { name: string; permissions: ConsolePermission[] };
  onClose(): void;
  onDone(): void;
}) {
  const { editing, onClose, onDone } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const save = useMutation({
    mutationFn: (f: Fields) =>
      callConsole(CONSOLE_OPERATOR_CALLS.roleSave, {
        body: {
          name: f.name.trim(),
          permissions: f.permissions,
          reason: f.reason.trim(),
          code: f.code.trim(),
        },
      }),
    onSuccess: () => {
      void message.success(t('consoleOperators.saved'));
      onDone();
    },
  });
  return (
    <Modal
      open
      title={
        editing
          ? t('consoleOperators.roleEditTitle', { name: editing.name })
          : t('consoleOperators.roleAddTitle')
      }
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
        initialValues={editing ?? { permissions: [] }}
        onFinish={(f) => save.mutate(f)}
      >
        <Form.Item
          name="name"
          label={t('consoleOperators.roleName')}
          extra={t('consoleOperators.roleNameHelp')}
          rules={[
            {
              required: true,
              pattern: /^[a-z][a-z0-9-]{1,31}$/,
              message: t('consoleOperators.roleNameHelp'),
            },
          ]}
        >
          <Input disabled={!!editing} maxLength={32} />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={t('consoleOperators.permissions')}
          rules={[{ required: true, message: t('consoleApp.required') }]}
        >
          <Checkbox.Group
            style={{ display: 'grid', gap: 4 }}
            options={CONSOLE_PERMISSIONS.map((p) => ({
              value: p,
              label: t(`console.permission.${p}`),
            }))}
          />
        </Form.Item>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={save.error} />
    </Modal>
  );
}
