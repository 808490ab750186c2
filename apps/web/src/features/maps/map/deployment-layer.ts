import type { Deployment } from '@eqmp/domain';
import { Feature, type Map as OlMap } from 'ol';
import { LineString, Point } from 'ol/geom';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Fill, RegularShape, Stroke, Style, Text } from 'ol/style';
import type { MapPalette } from '../../../lib/map-palette';
import { motionMs } from '../../../lib/motion';

/** Zoom of "Show on map" for a deployment (a street-level view of the site). */
const FOCUS_ZOOM = 13;

/**
 * The deployments of the mobile units over time, drawn over the MCAQM viewer: a diamond at each
 * deployment's place (filled while the unit is still there, hollow once it has left), labelled
 * with the place, and a dashed line from each unit's deployment to its next one, so the path a
 * unit took through the period reads at a glance.
 */
export class DeploymentLayer {
  private readonly source = new VectorSource();
  private readonly layer: VectorLayer<VectorSource>;

  constructor(
    private readonly map: OlMap,
    palette: MapPalette,
  ) {
    const point = (ongoing: boolean, label: string) =>
      new Style({
        image: new RegularShape({
          points: 4,
          radius: 9,
          fill: new Fill({ color: ongoing ? palette.track : palette.labelHalo }),
          stroke: new Stroke({ color: palette.track, width: 2.5 }),
        }),
        text: new Text({
          text: label,
          offsetY: -16,
          font: '12px sans-serif',
          fill: new Fill({ color: palette.label }),
          stroke: new Stroke({ color: palette.labelHalo, width: 3 }),
        }),
      });
    const path = new Style({
      stroke: new Stroke({ color: palette.track, width: 2, lineDash: [8, 6] }),
    });
    this.layer = new VectorLayer({
      source: this.source,
      zIndex: 18,
      declutter: true,
      properties: { name: 'deployments' },
      style: (feature) =>
        feature.get('kind') === 'path'
          ? path
          : point(Boolean(feature.get('ongoing')), String(feature.get('label') ?? '')),
    });
    map.addLayer(this.layer);
  }

  /** Replaces the drawn deployments; answers how many were drawn. */
  setDeployments(items: readonly Deployment[]): number {
    this.source.clear(true);
    const byUnit = new Map<string, Deployment[]>();
    for (const d of items) byUnit.set(d.stationId, [...(byUnit.get(d.stationId) ?? []), d]);
    for (const own of byUnit.values()) {
      const ordered = [...own].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      if (ordered.length > 1)
        this.source.addFeature(
          new Feature({
            kind: 'path',
            geometry: new LineString(ordered.map((d) => fromLonLat([d.longitude, d.latitude]))),
          }),
        );
    }
    for (const d of items) {
      const feature = new Feature({
        kind: 'deployment',
        ongoing: d.endsAt === null,
        label: `${d.stationId} · ${d.place}`,
        geometry: new Point(fromLonLat([d.longitude, d.latitude])),
      });
      feature.setId(`deployment-${d.id}`);
      this.source.addFeature(feature);
    }
    return items.length;
  }

  /** Centres the view on one deployment. */
  focus(id: number): void {
    const geometry = this.source.getFeatureById(`deployment-${id}`)?.getGeometry();
    if (geometry instanceof Point)
      this.map
        .getView()
        .animate({ center: geometry.getCoordinates(), zoom: FOCUS_ZOOM, duration: motionMs(400) });
  }

  dispose(): void {
    this.map.removeLayer(this.layer);
  }
}
