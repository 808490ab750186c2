import { GeoTablePage } from '../components/GeoTablePage';

export function DistrictPage() {
  return <GeoTablePage kind="district" />;
}
