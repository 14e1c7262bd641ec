import { Button, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The two buttons that end every filter form of the console: apply (submits the form) and clear
 * (empties the fields and applies no filter), then the page's own buttons if it has any.
 */
export function FilterButtons<T>(props: {
  form: FormInstance<T>;
  onClear: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('consoleApp.applyFilters')}
        </Button>
        <Button
          onClick={() => {
            props.form.resetFields();
            props.onClear();
          }}
        >
          {t('consoleApp.clearFilters')}
        </Button>
        {props.children}
      </Space>
    </Form.Item>
  );
}
