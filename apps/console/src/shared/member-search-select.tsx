import { CONSOLE_DESK_CALLS, CONSOLE_SEARCH_MAX } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { callConsole } from '../lib/api';
import { useCan } from './operator';

export interface MemberSearchSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | null) => void;
  'aria-describedby'?: string;
  /** the field's hint, and what it says when nothing matches */
  placeholder: string;
  notFound: string;
}

/**
 * A member picked in a form (an adjustment's member, a placement's member and parent): searched
 * through the member desk's search when the operator may see members (an id, or 3 characters
 * at least, as that search asks), else typed as an id.
 */
export function MemberSearchSelect(props: MemberSearchSelectProps) {
  const { id, value, onChange, placeholder, notFound, ...aria } = props;
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
    enabled: (/^\d+$/.test(deferred) || deferred.length >= 3) && can('member:view'),
  });
  if (!can('member:view')) {
    return (
      <InputNumber
        id={id}
        {...aria}
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
      {...aria}
      value={value}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{
        filterOption: false,
        onSearch: (text) => setQ(text.slice(0, CONSOLE_SEARCH_MAX)),
      }}
      placeholder={placeholder}
      loading={search.isFetching}
      notFoundContent={deferred ? notFound : null}
      options={(search.data?.list ?? []).map((m) => ({
        value: m.id,
        label: `${m.loginName} (${m.id}) · ${m.name} · ${m.companyCode}`,
      }))}
      allowClear
    />
  );
}
