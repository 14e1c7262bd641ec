import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bonusEstimateQuery } from '../../shared/api/bonus-estimate';
import { formatMoney } from '../../shared/format/money';

/** The estimated bonus of the open cycle, and the next cycles' projections in brief. */
export default function EstimateCard() {
  const { t, i18n } = useTranslation();
  const estimate = useSuspenseQuery(bonusEstimateQuery());
  const d = estimate.data;
  const money = (amount: string) => formatMoney(amount, d.minorUnit, d.currency, i18n.language);
  const [open, ...next] = d.cycles;
  if (!open) return <p className="card-empty">{t('web.dashboard.noEstimate')}</p>;
  return (
    <>
      <p className="estimate-figure">
        <span className="card-list-meta">
          {t('web.dashboard.thisCycle', { cycle: open.cycle })}
        </span>
        <strong data-testid="estimate-total">{money(open.total)}</strong>
      </p>
      {next.length > 0 && (
        <>
          <h3 className="card-subtitle">{t('web.dashboard.nextCycles')}</h3>
          <ul className="card-list">
            {next.map((c) => (
              <li key={c.cycle}>
                <span>{c.cycle}</span>
                <span className="card-list-meta">{money(c.total)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
