/** One position fix of a mobile station (migration 0009-maps). */
export interface StationPositionTable {
  stationId: string;
  ts: Date;
  longitude: number;
  latitude: number;
  receivedAt: Date;
}
