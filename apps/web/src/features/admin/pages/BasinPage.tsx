import { GeoTablePage } from '../components/GeoTablePage';

export function BasinPage() {
  return <GeoTablePage kind="basin" />;
}
