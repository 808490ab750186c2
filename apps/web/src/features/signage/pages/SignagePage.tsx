import {
  isSignageStale,
  SIGNAGE_MEDIA,
  signageSettings,
  type SignageMedium,
  type SignageResponse,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { signageQuery } from '../api/signage';
import { Bilingual } from '../components/Bilingual';
import { StationSlide } from '../components/StationSlide';
import { useNow } from '../hooks/useNow';
import { useRotation } from '../hooks/useRotation';
import { useScreenDocument } from '../hooks/useScreenDocument';
import { screenTime } from '../utils/screen-time';
import '../signage.css';

function PlaceName({ place }: { place: SignageResponse['place'] }) {
  if (place.kind === 'country') return <Bilingual k="signage:place.country" />;
  if (place.kind === 'stations') return <Bilingual k="signage:place.stations" />;
  if (place.kind === 'region')
    return <Bilingual k="signage:place.region" values={{ name: place.name ?? '' }} />;
  return <span>{place.name}</span>;
}

/**
 * /signage/{air,river,marine}: a full-screen, bilingual display for a lobby or a town square.
 * It rotates through the stations of the place in its URL, asks for new data every minute, and
 * keeps the last good data through a network loss with its time and, after the set age, a
 * stale-data banner.
 */
export function SignagePage() {
  const { pathname } = useLocation();
  const medium: SignageMedium = SIGNAGE_MEDIA.find((m) => pathname === `/signage/${m}`) ?? 'air';
  const settings = signageSettings(useSearchParams()[0]);
  useScreenDocument(settings.theme);
  const now = useNow(1000);
  const answer = useQuery(signageQuery(medium, settings.place));
  const stations = answer.data?.stations ?? [];
  const index = useRotation(stations.length, settings.rotateMs);
  const station = stations[index];
  const updatedAt = answer.dataUpdatedAt;
  const stale = isSignageStale(updatedAt, now, settings.staleAfterMs);
  const time = (language: 'en' | 'ms') => ({ time: screenTime(updatedAt, now, language) });

  return (
    <div className={`signage signage-${settings.theme}`} data-theme={settings.theme}>
      <header className="signage-header">
        <img src="/favicon.svg" alt="" className="signage-logo" />
        <h1 className="signage-title">
          <Bilingual k={`signage:title.${medium}`} />
        </h1>
        {answer.data && (
          <p className="signage-place">
            <PlaceName place={answer.data.place} />
          </p>
        )}
      </header>
      {stale && (
        <div className="signage-stale" role="alert" data-testid="signage-stale">
          <Bilingual k="signage:stale" values={time} />
        </div>
      )}
      <main className="signage-main">
        {!answer.data ? (
          <p className="signage-message">
            <Bilingual k="signage:waiting" />
          </p>
        ) : station ? (
          <StationSlide key={station.stationId} medium={medium} station={station} now={now} />
        ) : (
          <p className="signage-message">
            <Bilingual k="signage:noStations" />
          </p>
        )}
      </main>
      <footer className="signage-footer">
        {updatedAt > 0 && (
          <p className="signage-updated" data-testid="signage-updated">
            <Bilingual k="signage:lastUpdated" values={time} />
          </p>
        )}
        {stations.length > 1 && (
          <p className="signage-counter">
            <Bilingual k="signage:counter" values={{ n: index + 1, total: stations.length }} />
          </p>
        )}
      </footer>
    </div>
  );
}
