import { GeoTablePage } from '../components/GeoTablePage';

export function RiverPage() {
  return <GeoTablePage kind="river" />;
}
