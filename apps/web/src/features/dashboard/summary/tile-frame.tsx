import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../shared/ui/use-unique-id';
import { CHART_HEIGHT } from '../../../shared/chart/chart-size';
import { tilePlan, type PlannedTile, type TileKey } from './tile-plan';
import './tiles.css';

/** One tile: its title, and a body that keeps the tile's size whether loading or drawn. */
export function Tile({ tile, children }: { tile: PlannedTile; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useUniqueId(`tile-${tile.key}`);
  return (
    <section
      className={`panel tile tile-${tile.key}${tile.wide ? ' tile-wide' : ''}`}
      aria-labelledby={titleId}
      data-testid={`tile-box-${tile.key}`}
    >
      <h3 id={titleId} className="tile-title">
        {t(`web.tiles.${tile.key}`)}
      </h3>
      <div className="tile-body">{children}</div>
    </section>
  );
}

/** The tiles in their grid, each body drawn by `body` (a skeleton while loading). */
export function TileGrid({
  autoship,
  body,
}: {
  autoship: boolean;
  body: (key: TileKey) => ReactNode;
}) {
  return (
    <div className="tiles">
      {tilePlan(autoship).map((tile) => (
        <Tile key={tile.key} tile={tile}>
          {body(tile.key)}
        </Tile>
      ))}
    </div>
  );
}

/** Grey lines for one box; the section's one status says it is loading. */
function Lines({ n }: { n: number }) {
  return (
    <span className="card-skeleton tile-skeleton" aria-hidden>
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className="card-skeleton-line" />
      ))}
    </span>
  );
}

/** The charts' boxes at their final height, so the cards below never move. */
export function ChartFrames({ children }: { children?: ReactNode }) {
  return (
    <div className="tile-charts" style={{ ['--chart-height' as string]: `${CHART_HEIGHT}px` }}>
      {children ?? (
        <>
          <div className="panel tile-chart">
            <Lines n={4} />
          </div>
          <div className="panel tile-chart">
            <Lines n={4} />
          </div>
        </>
      )}
    </div>
  );
}

/** The tiles and charts while their code or figures load: the same boxes, grey lines inside. */
export function SummarySkeleton({ autoship }: { autoship: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('web.loading')}
      </p>
      <TileGrid autoship={autoship} body={(key) => <Lines n={key === 'next' ? 5 : 2} />} />
      <ChartFrames />
    </>
  );
}
