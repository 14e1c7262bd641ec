import { CONSOLE_OPERATOR_CALLS, type ConsolePermission } from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { AccountActionModal, type AccountAction } from './account-action-modal';
import { OperatorModal, type OperatorRow } from './operator-modal';
import { RoleModal } from './role-modal';

const KEY = ['console', 'operators'] as const;
type Row = OperatorRow & { displayName: string; enrolled: boolean; disabledAt: string | null };
type Role = { name: string; permissions: ConsolePermission[]; builtIn: boolean; operators: number };

/** Operators and roles (administrators of every company): every change with a reason and a code. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const client = useQueryClient();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<OperatorRow | 'new'>();
  const [acting, setActing] = useState<{ row: Row; action: AccountAction }>();
  const [role, setRole] = useState<Role | 'new'>();
  const operators = useQuery({
    queryKey: [...KEY, 'list', paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_OPERATOR_CALLS.operators, { query: paging, signal }),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({
    queryKey: ['console', 'roles'],
    queryFn: ({ signal }) => callConsole(CONSOLE_OPERATOR_CALLS.roles, { signal }),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: KEY });
    void client.invalidateQueries({ queryKey: ['console', 'roles'] });
  };
  const done = () => {
    setEditing(undefined);
    setActing(undefined);
    setRole(undefined);
    refresh();
  };
  const actions = (row: Row) =>
    row.id === me.id ? null : (
      <Space wrap>
        <Button size="small" onClick={() => setEditing(row)}>
          {t('consoleOperators.action.edit')}
        </Button>
        <Button
          size="small"
          onClick={() => setActing({ row, action: row.disabledAt ? 'enable' : 'disable' })}
        >
          {t(`consoleOperators.action.${row.disabledAt ? 'enable' : 'disable'}`)}
        </Button>
        <Button size="small" onClick={() => setActing({ row, action: 'reset' })}>
          {t('consoleOperators.action.reset')}
        </Button>
      </Space>
    );
  return (
    <>
      <PageTitle>{t('consoleOperators.title')}</PageTitle>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('consoleOperators.add')}
        </Button>
      </Flex>
      <ErrorAlert error={operators.error} />
      <Table<Row>
        rowKey="id"
        dataSource={operators.data?.list ?? []}
        loading={operators.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleOperators.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: operators.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consoleOperators.loginName'), dataIndex: 'loginName' },
          { title: t('consoleOperators.displayName'), dataIndex: 'displayName' },
          {
            title: t('consoleOperators.roles'),
            render: (_, r) => r.roles.map((x) => <Tag key={x}>{x}</Tag>),
          },
          {
            title: t('consoleOperators.companies'),
            render: (_, r) => r.companies?.join(', ') ?? t('consoleOperators.allCompanies'),
          },
          {
            title: t('consoleOperators.state'),
            render: (_, r) =>
              r.disabledAt ? (
                <Tag color="red">{t('consoleOperators.disabled')}</Tag>
              ) : r.enrolled ? (
                <Tag color="green">{t('consoleOperators.active')}</Tag>
              ) : (
                <Tag color="gold">{t('consoleOperators.notEnrolled')}</Tag>
              ),
          },
          { title: t('consoleOperators.actions'), render: (_, r) => actions(r) },
        ]}
      />
      <Card
        title={<h2 className="card-title">{t('consoleOperators.rolesTitle')}</h2>}
        extra={<Button onClick={() => setRole('new')}>{t('consoleOperators.roleAdd')}</Button>}
        style={{ marginTop: 24 }}
      >
        <ErrorAlert error={roles.error} />
        <Table<Role>
          rowKey="name"
          dataSource={roles.data ?? []}
          loading={roles.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('consoleOperators.roleName'), dataIndex: 'name' },
            {
              title: t('consoleOperators.permissions'),
              render: (_, r) =>
                r.permissions.map((p) => <Tag key={p}>{t(`console.permission.${p}`)}</Tag>),
            },
            { title: t('consoleOperators.holders'), dataIndex: 'operators' },
            {
              title: t('consoleOperators.actions'),
              render: (_, r) =>
                r.builtIn ? (
                  t('consoleOperators.builtIn')
                ) : (
                  <Button size="small" onClick={() => setRole(r)}>
                    {t('consoleOperators.action.edit')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      {editing && (
        <OperatorModal
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onDone={done}
        />
      )}
      {acting && (
        <AccountActionModal
          operator={acting.row}
          action={acting.action}
          onClose={() => setActing(undefined)}
          onDone={done}
        />
      )}
      {role && (
        <RoleModal
          editing={role === 'new' ? undefined : role}
          onClose={() => setRole(undefined)}
          onDone={done}
        />
      )}
    </>
  );
}
