import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { themeConfig } from './theme';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgb) throw new Error(`colour not understood: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgb[1]!.split(',').map((part) => Number(part.trim()));
  return [r, g, b, a];
}

/** `top` painted over the opaque `under`. */
function over(top: string, under: Rgba): Rgba {
  const [r, g, b, a] = parse(top);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('side menu colours', () => {
  it.each(['light', 'dark'] as const)(
    'the title of an open submenu holding the current page reads at 4.5:1 or more (%s)',
    (mode) => {
      const config = themeConfig(mode);
      const token = antdTheme.getDesignToken(config);
      const menu = config.components?.Menu ?? {};
      // The inline menu sits on the container colour; a nested submenu on its alternate fill.
      const menuBg = over(menu.itemBg ?? token.colorBgContainer, parse(token.colorBgLayout));
      const nestedBg = over(menu.subMenuItemBg ?? token.colorFillAlter, menuBg);
      const title = over(menu.subMenuItemSelectedColor ?? token.colorPrimary, nestedBg);
      expect(contrast(title, nestedBg)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(over(menu.subMenuItemSelectedColor ?? token.colorPrimary, menuBg), menuBg),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('motion', () => {
  it('animates components unless the device asks for less motion', () => {
    expect(themeConfig('light').token?.motion).toBe(true);
    expect(themeConfig('dark', true).token?.motion).toBe(false);
  });
});
