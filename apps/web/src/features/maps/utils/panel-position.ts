/** A floating panel's top-left corner inside its map, in pixels. */
export interface PanelPosition {
  readonly left: number;
  readonly top: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Keeps a panel fully inside its container (or at its top-left corner when it is larger). */
export function clampPosition(
  position: PanelPosition,
  panel: Size,
  container: Size,
): PanelPosition {
  const maxLeft = Math.max(0, container.width - panel.width);
  const maxTop = Math.max(0, container.height - panel.height);
  return {
    left: Math.min(Math.max(0, position.left), maxLeft),
    top: Math.min(Math.max(0, position.top), maxTop),
  };
}

/** The position that centres a panel in its container (alert popups open centred, spec §2). */
export function centredPosition(panel: Size, container: Size): PanelPosition {
  return clampPosition(
    { left: (container.width - panel.width) / 2, top: (container.height - panel.height) / 2 },
    panel,
    container,
  );
}

const KEY_PREFIX = 'eqmp.mapPanel.';

/** The position a panel was last left at, if it was remembered and is still well formed. */
export function rememberedPosition(
  id: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): PanelPosition | null {
  try {
    const value = JSON.parse(storage.getItem(KEY_PREFIX + id) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      Number.isFinite((value as PanelPosition).left) &&
      Number.isFinite((value as PanelPosition).top)
    ) {
      return { left: (value as PanelPosition).left, top: (value as PanelPosition).top };
    }
  } catch {
    // A value another version wrote: start from the default position.
  }
  return null;
}

export function rememberPosition(
  id: string,
  position: PanelPosition,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(KEY_PREFIX + id, JSON.stringify(position));
}
