import { AimOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BinaryNode, OpenPosition } from './binary-node';
import { keyAction } from './binary-tree-keys';
import {
  centreOn,
  elbowPath,
  isOnScreen,
  NODE_H,
  legReachOf,
  NODE_W,
  visiblePart,
  type BinaryLayout,
} from './binary-tree-layout';
import { BinaryOutline, outlineId } from './binary-tree-outline';
import { usePanZoom } from './use-pan-zoom';

const ZOOM_STEP = 1.25;

interface CanvasProps {
  layout: BinaryLayout;
  rootKey: string;
  focusKey: string;
  busyId: number | null;
  /** take the keyboard focus when drawn (after a jump the member asked for) */
  autoFocus: boolean;
  onFocusKey: (key: string) => void;
  onActivate: (key: string) => void;
}

/**
 * The binary chart: cards at fixed places, elbow links in SVG, pan and zoom, and only what is
 * on screen in the DOM. The focusable element is a tree whose lines (the outline) a screen
 * reader reads; the drawn layer is hidden from it and shows the focused card with a ring.
 */
export function BinaryTreeCanvas(props: CanvasProps) {
  const { layout, rootKey, focusKey, busyId, onFocusKey, onActivate } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const prefix = useId();
  const chart = useRef<HTMLDivElement>(null);
  const pz = usePanZoom(chart, rootKey, legReachOf(layout));
  const { view, port } = pz;
  const shown = visiblePart(layout, view, port);

  useEffect(() => {
    if (props.autoFocus) chart.current?.focus();
  }, [props.autoFocus]);

  const onKeyDown = (e: KeyboardEvent) => {
    const action = keyAction(layout, focusKey, e.key);
    if (action.kind === 'none') return;
    e.preventDefault();
    if (action.kind === 'activate') return onActivate(action.key);
    onFocusKey(action.key);
    const item = layout.byKey.get(action.key);
    // the focused card comes into view; a card already on screen keeps the view still
    if (item && !isOnScreen(item, view, port)) pz.setView(centreOn(item, view, port));
  };

  const select = (key: string) => {
    if (!pz.wasDrag()) onFocusKey(key);
  };

  const transform = `translate(${view.x}px, ${view.y}px) scale(${view.k})`;
  return (
    <div className="bt-frame" style={{ '--bt-primary': token.colorPrimary } as CSSProperties}>
      <div
        ref={chart}
        className="bt-chart"
        tabIndex={0}
        role="tree"
        aria-label={t('organization.chart.label')}
        aria-describedby={`${prefix}-help`}
        aria-activedescendant={outlineId(prefix, focusKey)}
        onKeyDown={onKeyDown}
        {...pz.handlers}
      >
        <svg className="bt-links" aria-hidden="true" focusable="false">
          <g transform={`translate(${view.x},${view.y}) scale(${view.k})`}>
            {shown.links.map((link) => (
              <path key={link.key} d={elbowPath(link)} className="bt-link" />
            ))}
          </g>
        </svg>
        <div className="bt-stage" aria-hidden="true" style={{ transform }}>
          {shown.items.map((item) => (
            <div
              key={item.key}
              className="bt-place"
              onClick={() => select(item.key)}
              style={{ left: item.x - NODE_W / 2, top: item.y, width: NODE_W, height: NODE_H }}
            >
              {item.kind === 'member' ? (
                <BinaryNode
                  item={item}
                  focused={item.key === focusKey}
                  busy={busyId === item.node.id}
                  onActivate={onActivate}
                />
              ) : (
                <OpenPosition side={item.side} focused={item.key === focusKey} />
              )}
            </div>
          ))}
        </div>
        <BinaryOutline layout={layout} focusKey={focusKey} prefix={prefix} />
      </div>
      <div className="bt-zoom">
        <Button
          icon={<PlusOutlined />}
          aria-label={t('organization.binary.zoomIn')}
          onClick={() => pz.zoomBy(ZOOM_STEP)}
        />
        <Button
          icon={<MinusOutlined />}
          aria-label={t('organization.binary.zoomOut')}
          onClick={() => pz.zoomBy(1 / ZOOM_STEP)}
        />
        <Button
          icon={<AimOutlined />}
          aria-label={t('organization.binary.zoomReset')}
          onClick={pz.reset}
        />
      </div>
      <p id={`${prefix}-help`} className="visually-hidden">
        {t('organization.binary.keys')}
      </p>
    </div>
  );
}
