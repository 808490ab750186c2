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

/**
 * Text tones that keep WCAG AA contrast (4.5:1) on the page and card backgrounds of each mode;
 * Ant Design's defaults give placeholders 1.8:1, secondary text 3.3:1 and success text 2.6:1.
 */
const READABLE_TEXT: Record<ThemeMode, ThemeConfig['token']> = {
  light: {
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorSuccessText: '#1a7f37',
    colorPrimaryText: '#1565c0',
    colorLink: '#1565c0',
  },
  dark: {
    colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.72)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.62)',
    colorSuccessText: '#4ade80',
    // Error tags and texts (an overdue report, a failed row) on their dark red ground.
    colorErrorText: '#ff8589',
    colorPrimaryText: '#7ab8f5',
    colorLink: '#7ab8f5',
  },
};

export function themeConfig(mode: ThemeMode, reducedMotion = false): ThemeConfig {
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
      ...READABLE_TEXT[mode],
      borderRadius: 6,
      // A device that asks for less motion gets dialogs, menus and panels that appear at once.
      motion: !reducedMotion,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      ...(mode === 'dark' ? { colorBgBase: '#141414' } : {}),
    },
    components: {
      Layout:
        mode === 'dark'
          ? { headerBg: colours.dark, siderBg: colours.dark }
          : { headerBg: colours.primary },
      // Dark mode: the light primary and error tones read well as text on the dark page, so
      // filled buttons carry dark text, and the selected menu item a solid background.
      ...(mode === 'dark'
        ? {
            Button: {
              primaryColor: '#0a1929',
              dangerColor: '#1f0608',
              colorError: '#ff8589',
              colorErrorHover: '#ffa3a6',
              colorErrorActive: '#e5484d',
            },
            // A status tag's text is the status colour itself on its tinted ground: the light
            // error tone reads there (an overdue report), the spec's red does not.
            Tag: { colorError: '#ff8589' },
            Tabs: {
              itemSelectedColor: '#7ab8f5',
              itemHoverColor: '#9ccaf7',
              itemActiveColor: '#9ccaf7',
            },
            Menu: {
              itemSelectedColor: '#ffffff',
              itemSelectedBg: '#1d4f85',
              subMenuItemSelectedColor: '#9ccaf7',
            },
          }
        : {
            // On the grey page the spec's primary reads at 4.2:1, and at 4.4:1 as the title of an
            // open submenu holding the current page (on its #fafafa ground): both take a deeper blue.
            Menu: { itemSelectedColor: '#0d47a1', subMenuItemSelectedColor: '#0d47a1' },
            Tabs: {
              itemSelectedColor: '#1565c0',
              itemHoverColor: '#1565c0',
              itemActiveColor: '#0d47a1',
            },
          }),
    },
  };
}

/** The colours AntD has no token for, as CSS variables for our own styles. */
export function cssColourVariables(mode: ThemeMode): Record<string, string> {
  const colours = { ...THEME_COLOURS, ...(mode === 'dark' ? DARK_OVERRIDES : {}) };
  return Object.fromEntries(
    Object.entries(colours).map(([name, value]) => [`--eqmp-${name}`, value]),
  );
}
