import type { ThemeMode } from './preferences';

/** The offline basemap's colours for each theme: sea, land, neighbours, boundaries and labels. */
export interface MapPalette {
  readonly sea: string;
  readonly land: string;
  readonly neighbour: string;
  readonly stateLine: string;
  readonly districtLine: string;
  readonly label: string;
  readonly labelHalo: string;
  readonly highlight: string;
  readonly highlightFill: string;
  readonly track: string;
  readonly measure: string;
}

const LIGHT: MapPalette = {
  sea: '#cfe3f3',
  land: '#f7f5ef',
  neighbour: '#e6e3da',
  stateLine: '#8a8f98',
  districtLine: '#c9c6bd',
  label: '#1d1d1d',
  labelHalo: '#ffffff',
  highlight: '#9C27B0',
  highlightFill: 'rgba(156, 39, 176, 0.08)',
  track: '#1976D2',
  measure: '#C10015',
};

const DARK: MapPalette = {
  sea: '#0e1a26',
  land: '#22262b',
  neighbour: '#1a1d21',
  stateLine: '#6b7280',
  districtLine: '#3a3f46',
  label: '#f0f0f0',
  labelHalo: '#000000',
  highlight: '#d17be0',
  highlightFill: 'rgba(209, 123, 224, 0.12)',
  track: '#4C9AE8',
  measure: '#E5484D',
};

export const paletteOf = (mode: ThemeMode): MapPalette => (mode === 'dark' ? DARK : LIGHT);
