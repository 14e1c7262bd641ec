import { CONSOLE_DESK_CALLS, CONSOLE_SEARCH_MAX } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { useCan } from '../../shared/operator';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | null) => void;
}

/**
 * The member of an adjustment: searched by login name or id through the member desk's search
 * when the operator may see members, else typed as an id.
 */
export function MemberPicker({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const search = useQuery({
    queryKey: ['console', 'members', 'picker', deferred],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DESK_CALLS.memberSearch, {
        query: { q: deferred, pageNum: 1, pageSize: 10 },
        signal,
      }),
    // the search takes an id, or 3 characters at least (its contract)
    enabled: (/^\d+$/.test(deferred) || deferred.length >= 3) && can('member:view'),
  });
  if (!can('member:view')) {
    return (
      <InputNumber
        id={id}
        value={value}
        onChange={(next) => onChange?.(next)}
        min={1}
        precision={0}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{
        filterOption: false,
        onSearch: (text) => setQ(text.slice(0, CONSOLE_SEARCH_MAX)),
      }}
      placeholder={t('consoleAdjustments.form.memberHint')}
      loading={search.isFetching}
      notFoundContent={deferred ? t('consoleAdjustments.form.memberNone') : null}
      options={(search.data?.list ?? []).map((m) => ({
        value: m.id,
        label: `${m.loginName} (${m.id}) · ${m.name} · ${m.companyCode}`,
      }))}
      allowClear
    />
  );
}
