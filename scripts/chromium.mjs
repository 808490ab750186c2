// The Chromium that the browser journeys, the map benchmark and the manual's screenshots run in.
import { existsSync } from 'node:fs';

/** The full browser (Debian's `chromium`, or `CHROMIUM_PATH`): what people use, PDF viewer included. */
export const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where Chromium's headless build is looked for. */
export const headlessPath =
  process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * Chromium's headless build (Debian's `chromium-headless-shell`, or `CHROMIUM_HEADLESS_PATH`): the
 * same engine without the browser's own screens, so each page costs less; the full browser stands
 * in where it is missing.
 */
export const headlessChromium = existsSync(headlessPath) ? headlessPath : fullChromium;

/** A quiet headless run: no GPU, no background traffic, no first-run screens. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
