import { STORAGE_KEYS } from '@eqmp/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Circle } from 'ol/style';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { paletteOf } from '../lib/map-palette';
import { renderWithProviders } from '../test/render';
import { markerStyle, MiniMap } from './MiniMap';

const KLANG = { longitude: 101.45, latitude: 3.04 };
const IPOH = { longitude: 101.08, latitude: 4.6 };
/** The same two places, then the same again in new objects, then one place in a fixed extent. */
function Changing() {
  const [step, setStep] = useState(0);
  const points = step === 0 ? [KLANG, IPOH] : step === 1 ? [{ ...KLANG }, { ...IPOH }] : [KLANG];
  return (
    <>
      <button onClick={() => setStep(step + 1)}>Next</button>
      <MiniMap
        points={points}
        extent={step > 1 ? [99.6, 0.8, 119.3, 7.4] : undefined}
        label="Map"
        height={200}
      />
    </>
  );
}

const viewport = () => screen.getByRole('region', { name: 'Map' }).querySelector('.ol-viewport');

describe('mini-map', () => {
  it('puts one map in a named region over the sea of the theme and removes it when left', () => {
    const { unmount } = renderWithProviders(<MiniMap points={[KLANG]} label="Map" height={200} />);
    const region = screen.getByRole('region', { name: 'Map' });
    expect(region.style.height).toBe('200px');
    expect(region.style.background).toBe(paletteOf('light').sea);
    expect(region.querySelectorAll('.ol-viewport')).toHaveLength(1);
    const map = viewport()!;
    unmount();
    expect(map.isConnected).toBe(false);
  });

  it('keeps its map while the places are the same and makes a new one when they change', () => {
    renderWithProviders(<Changing />);
    const first = viewport();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(viewport()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(viewport()).not.toBe(first);
    expect(viewport()).toBeTruthy();
  });

  it('draws in the dark theme when it is chosen', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    renderWithProviders(<MiniMap points={[KLANG]} label="Map" height={200} />);
    expect(screen.getByRole('region', { name: 'Map' }).style.background).toBe(
      paletteOf('dark').sea,
    );
  });

  it('rings markers and writes labels in the colours of each theme', () => {
    for (const palette of [paletteOf('light'), paletteOf('dark')]) {
      const style = markerStyle({ ...KLANG, label: 'CA0011' }, palette);
      expect((style.getImage() as Circle).getStroke()?.getColor()).toBe(palette.labelHalo);
      expect(style.getText()?.getText()).toBe('CA0011');
      expect(style.getText()?.getFill()?.getColor()).toBe(palette.label);
    }
    const count = markerStyle(
      { ...KLANG, colour: '#C62828', radius: 11, inside: '4' },
      paletteOf('dark'),
    );
    expect((count.getImage() as Circle).getRadius()).toBe(11);
    expect((count.getImage() as Circle).getFill()?.getColor()).toBe('#C62828');
    expect(count.getText()?.getText()).toBe('4');
    expect(count.getText()?.getOffsetY()).toBe(0);
  });
});
