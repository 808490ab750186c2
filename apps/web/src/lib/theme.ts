import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './preferences';

/**
 * The spec's theme colours (§9: primary, secondary, accent, dark, positive, negative, info,
 * warning) as design tokens. Ant Design takes the ones it knows; the others are CSS variables.
 */
export const THEME_COLOURS = {
  primary: '#1976D2',
  secondary: '#26A69A',
  accent: '#9C27B0',
  dark: '#1D1D1D',
  positive: '#21BA45',
  negative: '#C10015',
  info: '#31CCEC',
  warning: '#F2C037',
} as const;

/** Lighter variants keep contrast on dark backgrounds. */
const DARK_OVERRIDES: Partial<Record<keyof typeof THEME_COLOURS, string>> = {
  primary: '#4C9AE8',
  negative: '#E5484D',
};

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const colours = { ...THEME_COLOURS, ...(mode === 'dark' ? DARK_OVERRIDES : {}) };
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    cssVar: { key: 'eqmp' },
    token: {
      colorPrimary: colours.primary,
      colorSuccess: colours.positive,
      colorError: colours.negative,
      colorInfo: colours.info,
      colorWarning: colours.warning,
      colorLink: colours.primary,
      borderRadius: 6,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      ...(mode === 'dark' ? { colorBgBase: '#141414' } : {}),
    },
    components: {
      Layout: mode === 'dark' ? { headerBg: colours.dark, siderBg: colours.dark } : { headerBg: colours.primary },
    },
  };
}

/** The colours AntD has no token for, as CSS variables for our own styles. */
export function cssColourVariables(mode: ThemeMode): Record<string, string> {
  const colours = { ...THEME_COLOURS, ...(mode === 'dark' ? DARK_OVERRIDES : {}) };
  return Object.fromEntries(Object.entries(colours).map(([name, value]) => [`--eqmp-${name}`, value]));
}
