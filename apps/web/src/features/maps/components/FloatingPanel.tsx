import { CloseOutlined, DragOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import {
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  centredPosition,
  clampPosition,
  rememberedPosition,
  rememberPosition,
  type PanelPosition,
} from '../utils/panel-position';

export interface FloatingPanelProps {
  /** Remembers the panel's position under this id (unless `remember` is false). */
  readonly id: string;
  readonly title: ReactNode;
  readonly width: number;
  /** A fixed body height (the identify panel is 336 px high, spec §9); otherwise it fits its content. */
  readonly height?: number;
  /** Where the panel first opens: a corner position, or centred in the map. */
  readonly initial: PanelPosition | 'centre';
  readonly remember?: boolean;
  readonly bounds: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A panel floating over the map: dragged by its title bar, kept inside the map, closable, and
 * (by default) reopened where the user last left it.
 */
export function FloatingPanel({
  id,
  title,
  width,
  height,
  initial,
  remember = true,
  bounds,
  onClose,
  children,
}: FloatingPanelProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [position, setPosition] = useState<PanelPosition | null>(null);

  const containerSize = () => ({
    width: bounds.current?.clientWidth ?? 0,
    height: bounds.current?.clientHeight ?? 0,
  });
  const panelSize = () => ({
    width: panel.current?.offsetWidth ?? width,
    height: panel.current?.offsetHeight ?? height ?? 200,
  });

  useLayoutEffect(() => {
    const start =
      (remember && rememberedPosition(id)) ||
      (initial === 'centre' ? centredPosition(panelSize(), containerSize()) : initial);
    setPosition(clampPosition(start, panelSize(), containerSize()));
    // Only where it opens: later moves are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const rect = panel.current!.getBoundingClientRect();
    drag.current = { dx: event.clientX - rect.left, dy: event.clientY - rect.top };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !bounds.current) return;
    const origin = bounds.current.getBoundingClientRect();
    setPosition(
      clampPosition(
        {
          left: event.clientX - origin.left - drag.current.dx,
          top: event.clientY - origin.top - drag.current.dy,
        },
        panelSize(),
        containerSize(),
      ),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
    if (remember && position) rememberPosition(id, position);
  };

  const body = (
    <div
      ref={panel}
      className="eqmp-map-panel"
      data-testid={`panel-${id}`}
      role="dialog"
      aria-label={typeof title === 'string' ? title : id}
      style={{
        width,
        left: position?.left ?? 0,
        top: position?.top ?? 0,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      <Card
        size="small"
        styles={{ body: { padding: 8, ...(height ? { height, overflow: 'auto' } : {}) } }}
        title={
          <div
            className="eqmp-map-panel-handle"
            data-testid={`panel-${id}-handle`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
          >
            <DragOutlined aria-hidden />
            <Typography.Text strong ellipsis>
              {title}
            </Typography.Text>
          </div>
        }
        extra={
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('maps:panel.close')}
            onClick={onClose}
          />
        }
      >
        {children}
      </Card>
    </div>
  );
  // Drawn inside the map whatever part of the page opened it, so it is placed and kept there.
  return bounds.current ? createPortal(body, bounds.current) : body;
}
