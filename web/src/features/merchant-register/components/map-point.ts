// What both registration maps (Leaflet and Google) take and give: a point and the pick callback.
export interface MapPoint {
  lat: number;
  lon: number;
}

export interface CenterMapProps {
  center: MapPoint;
  zoom: number;
  point: MapPoint | null;
  onPick: (point: MapPoint) => void;
  label: string;
}
