import { CONSOLE_PLACEMENT_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { PageTitle } from '../../shared/page-title';
import { MemberSelect } from './member-select';
import { MoveConfirm, type MoveDone, type MoveTarget } from './move-confirm';
import { MovePreviewView } from './move-preview';

/**
 * Moving a member in the placement tree: choose the member, the new parent and the side, check
 * the move (the server's preview changes nothing), then confirm it with a reason and a code.
 * Changing any choice drops the preview, so the move always confirms what was checked.
 */
export default function PlacementPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<MoveTarget>();
  const [done, setDone] = useState<MoveDone>();
  const preview = useMutation({
    mutationFn: (target: MoveTarget) =>
      callConsole(CONSOLE_PLACEMENT_CALLS.placementPreview, { body: target }),
  });
  const target = preview.variables;
  const required = { required: true, message: t('consoleApp.required') };
  const finished = (moved: MoveDone) => {
    setDone(moved);
    preview.reset();
    form.resetFields();
  };
  return (
    <>
      <PageTitle>{t('consolePlacement.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('consolePlacement.intro')}</Typography.Paragraph>
      {done && (
        <Alert
          role="status"
          type="success"
          showIcon
          closable={{ onClose: () => setDone(undefined) }}
          title={t('consolePlacement.move.done', {
            login: done.member.loginName,
            parent: done.to.parentLogin,
            side: t(`consolePlacement.side.${done.to.side}`),
          })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        <Form<MoveTarget>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ side: 'L' }}
          onValuesChange={() => {
            preview.reset();
            setDone(undefined);
          }}
          onFinish={(values) => preview.mutate(values)}
        >
          <Form.Item name="memberId" label={t('consolePlacement.form.member')} rules={[required]}>
            <MemberSelect />
          </Form.Item>
          <Form.Item name="parentId" label={t('consolePlacement.form.parent')} rules={[required]}>
            <MemberSelect />
          </Form.Item>
          <Form.Item name="side" label={t('consolePlacement.form.side')} rules={[required]}>
            <Radio.Group
              options={[
                { value: 'L', label: t('consolePlacement.side.L') },
                { value: 'R', label: t('consolePlacement.side.R') },
              ]}
            />
          </Form.Item>
          <ErrorAlert error={preview.error} />
          <Button htmlType="submit" loading={preview.isPending}>
            {t('consolePlacement.check')}
          </Button>
        </Form>
      </Card>
      {preview.data && target ? (
        <Card>
          <MovePreviewView preview={preview.data} />
          <MoveConfirm key={JSON.stringify(target)} target={target} onDone={finished} />
        </Card>
      ) : (
        !preview.isPending && (
          <Typography.Paragraph type="secondary">
            {t('consolePlacement.empty')}
          </Typography.Paragraph>
        )
      )}
    </>
  );
}
