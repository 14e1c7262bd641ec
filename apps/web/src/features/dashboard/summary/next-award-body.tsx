import type { RankCard } from '@portal/contract';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  requirementProgress,
  useRequirementText,
} from '../../../shared/rank-card/requirement-text';
import { useStandingText } from '../../../shared/standing/standing-text';

/**
 * The next award and how far each of its requirements is met, in the rank card's words and
 * from the same card the server computes (the rank card on the bonus report shows the table).
 */
export function NextAwardBody({ card, detailsHref }: { card: RankCard; detailsHref: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const words = useStandingText();
  const text = useRequirementText();
  if (!card.nextAward) return <p className="tile-note">{t('web.tiles.top')}</p>;
  return (
    <>
      <strong className="tile-figure" data-testid="tile-next-award">
        {words.award(card.nextAward)}
      </strong>
      <ul className="tile-reqs">
        {card.requirements.map((r) => {
          const share = Math.round(requirementProgress(r) * 100);
          const label = text.label(r);
          return (
            <li key={`${r.key}-${r.leg ?? ''}`}>
              <span className="tile-req-line">
                <span>{label}</span>
                <span>
                  {r.met
                    ? t('web.tiles.met')
                    : t('web.tiles.progress', {
                        actual: text.value(r, r.actual),
                        required: text.value(r, r.required),
                      })}
                </span>
              </span>
              <span
                className="tile-req-bar"
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={share}
              >
                <span style={{ width: `${share}%`, background: token.colorPrimary }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="tile-note">
        <Link to={detailsHref}>{t('web.tiles.allRequirements')}</Link>
      </p>
    </>
  );
}
