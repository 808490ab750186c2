import { describe, expect, it } from 'vitest';
import {
  centredPosition,
  clampPosition,
  rememberedPosition,
  rememberPosition,
} from './panel-position';

const container = { width: 1200, height: 700 };
const panel = { width: 400, height: 300 };

describe('floating panel position', () => {
  it('centres a popup in the map', () => {
    expect(centredPosition(panel, container)).toEqual({ left: 400, top: 200 });
  });

  it('keeps a dragged panel inside the map', () => {
    expect(clampPosition({ left: -50, top: 900 }, panel, container)).toEqual({ left: 0, top: 400 });
    expect(clampPosition({ left: 1000, top: 343 }, panel, container)).toEqual({
      left: 800,
      top: 343,
    });
  });

  it('pins a panel larger than the map to its top-left corner', () => {
    expect(clampPosition({ left: 30, top: 30 }, { width: 1500, height: 800 }, container)).toEqual({
      left: 0,
      top: 0,
    });
  });

  it('remembers a position and ignores what it cannot read', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    rememberPosition('identify', { left: 12, top: 34 }, storage);
    expect(rememberedPosition('identify', storage)).toEqual({ left: 12, top: 34 });
    store.set('eqmp.mapPanel.charts', '{broken');
    expect(rememberedPosition('charts', storage)).toBeNull();
  });
});
