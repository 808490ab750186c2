import { GeoTablePage } from '../components/GeoTablePage';

export function RegionPage() {
  return <GeoTablePage kind="region" />;
}
