import type { CompanyCode, ConsolePackChoice, Platform } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { packCandidatesQuery } from './api/packs';

/** How a choice reads in the select and the pack's table. */
export function useChoiceLabel() {
  const { t } = useTranslation();
  return (c: ConsolePackChoice) =>
    t('consoleCatalogue.pack.choiceLabel', { name: c.name, label: c.label, code: c.skuCode });
}

/**
 * Chooses a pack's SKUs among the published single products of the company and platform,
 * searched on the server (the first 20 matches); the choices already made keep their labels.
 */
export function PackChoiceSelect({
  owner,
  known = [],
  value,
  onChange,
  id,
}: {
  owner: { companyCode: CompanyCode; platform: Platform };
  known?: ConsolePackChoice[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const labelOf = useChoiceLabel();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const candidates = useQuery(packCandidatesQuery(owner, text));
  const [seen, setSeen] = useState(() => new Map(known.map((c) => [c.skuId, c])));
  const listed = candidates.data?.list ?? [];
  const chosen = (value ?? []).flatMap((skuId) => {
    const c = seen.get(skuId);
    return c && !listed.some((l) => l.skuId === skuId) ? [c] : [];
  });
  return (
    <>
      <Select<number[]>
        id={id}
        mode="multiple"
        showSearch
        filterOption={false}
        onSearch={setTyped}
        value={value}
        onChange={(ids) => {
          // a choice keeps its label once another search no longer lists it
          setSeen((m) => new Map([...m, ...listed.map((c) => [c.skuId, c] as const)]));
          onChange?.(ids);
        }}
        loading={candidates.isFetching}
        notFoundContent={
          candidates.isFetching ? <Spin size="small" /> : t('consoleCatalogue.pack.noCandidates')
        }
        options={[...chosen, ...listed].map((c) => ({ value: c.skuId, label: labelOf(c) }))}
        style={{ width: '100%' }}
      />
      <ErrorAlert error={candidates.error} />
    </>
  );
}
