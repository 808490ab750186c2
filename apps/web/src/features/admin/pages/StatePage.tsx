import { GeoTablePage } from '../components/GeoTablePage';

export function StatePage() {
  return <GeoTablePage kind="state" />;
}
