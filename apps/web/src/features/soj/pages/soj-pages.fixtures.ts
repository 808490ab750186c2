/** A Straits of Johor station as the stations list gives it. */
export const SOJ_STATION = {
  id: 'SJN01',
  name: 'Tanjung Kupang',
  side: 'MY',
  stationGroup: 'WEST',
  longitude: 103.62,
  latitude: 1.36,
};
