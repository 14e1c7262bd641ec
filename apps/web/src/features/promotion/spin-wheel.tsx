import { useTranslation } from 'react-i18next';
import { pointAt, SEGMENT_COLOURS, segmentsOf, slicePath } from './wheel-geometry';

const SIZE = 260;
const C = SIZE / 2;
const R = C - 6;
const LABEL_MAX = 16;

/** How long the wheel turns before it stops on the prize (matches the CSS transition). */
export const SPIN_MS = 4200;

const shorten = (text: string) =>
  text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;

/**
 * The prize wheel: one slice per slot, sized by its chance, the prize written along the
 * radius; a fixed pointer at the top. `rotation` (degrees, clockwise) turns the slices; with
 * `animate` the turn is a transition, otherwise the wheel stands at once where it lands.
 * The slice texts are decoration for screen readers: the prize table below names every prize.
 */
export function SpinWheel(props: {
  weights: readonly number[];
  prizes: readonly string[];
  rotation: number;
  animate: boolean;
}) {
  const { t } = useTranslation();
  const segments = segmentsOf(props.weights);
  return (
    <svg
      className="promotion-wheel"
      viewBox={`0 0 ${SIZE} ${SIZE + 14}`}
      width={SIZE}
      height={SIZE + 14}
      role="img"
      aria-label={t('promotion.wheel.label', { n: segments.length })}
      data-testid="spin-wheel"
    >
      <g transform="translate(0 14)">
        <g
          className="promotion-wheel-disc"
          data-rotation={props.rotation}
          style={{
            transform: `rotate(${props.rotation}deg)`,
            transformOrigin: `${C}px ${C}px`,
            transition: props.animate
              ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)`
              : 'none',
          }}
        >
          {segments.map((s, i) => {
            const [x, y] = pointAt(C, R * 0.6, s.mid);
            // text on the left half is turned the other way, so no label stands on its head
            const turn = s.mid < 180 ? s.mid - 90 : s.mid + 90;
            return (
              <g key={i}>
                <path
                  d={slicePath(C, R, s.start, s.end)}
                  fill={SEGMENT_COLOURS[i % SEGMENT_COLOURS.length]}
                  stroke="#fff"
                  strokeWidth={2}
                />
                <text
                  x={x}
                  y={y}
                  transform={`rotate(${turn.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fill="#fff"
                  fontSize={11}
                  fontWeight={600}
                >
                  {shorten(props.prizes[i] ?? '')}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r={R} fill="none" stroke="#052872" strokeWidth={4} />
        <circle cx={C} cy={C} r={16} fill="#fff" stroke="#052872" strokeWidth={4} />
      </g>
      {/* the pointer: the slice under it is the prize */}
      <path
        d={`M ${C - 12} 2 L ${C + 12} 2 L ${C} 30 Z`}
        fill="#f5a623"
        stroke="#052872"
        strokeWidth={2}
      />
    </svg>
  );
}
