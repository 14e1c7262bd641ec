import { bonusTypeName } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStandingText } from '../../shared/standing';

type Row = Record<string, unknown>;

/** A fact's name in the member's language; a fact a newer plan adds shows its own name. */
const factName = (t: TFunction, key: string) => t(`bonus.trail.key.${key}`, { defaultValue: key });

const isRows = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null);

/** Facts that hold a rank or an award code: shown by the spec's names. */
const RANK_FACTS = new Set(['rank']);
const AWARD_FACTS = new Set(['paidAsAward', 'leaderAward', 'award', 'highestAward']);
/** Facts in BV (volumes, carries, caps): shown with the unit. */
const isBvFact = (name: string) =>
  /(Bv|Volume)$/.test(name) || /^carry/.test(name) || ['bv', 'paired', 'pbv30'].includes(name);

function FactValue({ name, value }: { name: string; value: unknown }) {
  const { t } = useTranslation();
  const words = useStandingText();
  if (typeof value === 'boolean') return <>{t(value ? 'bonus.trail.yes' : 'bonus.trail.no')}</>;
  if (typeof value === 'string' && RANK_FACTS.has(name)) return <>{words.rankWithCode(value)}</>;
  if (typeof value === 'string' && AWARD_FACTS.has(name)) return <>{words.awardWithCode(value)}</>;
  if ((typeof value === 'string' || typeof value === 'number') && isBvFact(name)) {
    return <>{words.bv(String(value))}</>;
  }
  if (typeof value === 'string' || typeof value === 'number') return <>{String(value)}</>;
  if (isRows(value)) return <FactRows rows={value} />;
  return <>{JSON.stringify(value)}</>;
}

/** A list of like facts (levels, generations, sources) as a small table of its own. */
function FactRows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <>—</>;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <table className="bonus-trail-rows">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {factName(t, c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {columns.map((c) => (
              <td key={c}>
                <FactValue name={c} value={row[c]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Explain-my-pay: every fact the line's trail kept (rule, rate, tree facts, volumes), named in
 * the member's language. The rule is told by the line's type; the engine's own wording of it
 * (English, for operators and the simulator) is shown only for a type this page does not know.
 */
export function TrailTable({ type, trail }: { type: string; trail: Row }) {
  const { t } = useTranslation();
  const { rule, ...facts } = trail;
  const ruleText = t(`bonus.trail.rule.${bonusTypeName(type)}`, {
    defaultValue: typeof rule === 'string' ? rule : '',
  });
  return (
    <table className="bonus-trail">
      <caption>{t('bonus.trail.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bonus.trail.field')}</th>
          <th scope="col">{t('bonus.trail.value')}</th>
        </tr>
      </thead>
      <tbody>
        {ruleText && (
          <tr>
            <th scope="row">{factName(t, 'rule')}</th>
            <td>{ruleText}</td>
          </tr>
        )}
        {Object.entries(facts).map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{factName(t, key)}</th>
            <td>
              <FactValue name={key} value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
