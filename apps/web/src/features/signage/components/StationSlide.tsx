import type { SignageMedium, SignageResponse } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { screenTime } from '../utils/screen-time';
import { slideFace } from '../utils/slide-face';
import { Bilingual } from './Bilingual';

type Station = SignageResponse['stations'][number];

/** Names longer than this take a smaller size so they keep to three lines. */
const LONG_NAME = 28;

/** One station, full screen: its name and place, the big coloured index, and what it means. */
export function StationSlide({
  medium,
  station,
  now,
}: {
  medium: SignageMedium;
  station: Station;
  now: number;
}) {
  // Pollutant symbols read the same in both languages.
  const { t } = useTranslation();
  const face = slideFace(medium, station);
  const where = [station.state, station.river ?? station.basin].filter(Boolean).join(' · ');
  return (
    <section className="signage-slide" aria-labelledby={`signage-station-${station.stationId}`}>
      <div className="signage-station">
        <h2
          id={`signage-station-${station.stationId}`}
          className={`signage-station-name ${station.name.length > LONG_NAME ? 'signage-station-name-long' : ''}`}
        >
          {station.name}
        </h2>
        {where && <p className="signage-station-place">{where}</p>}
        {station.locationType && (
          <p className="signage-station-place">
            <Bilingual k={`calculators:locationType.${station.locationType}`} />
          </p>
        )}
      </div>
      <div
        className="signage-panel"
        style={{ background: face.fill, color: face.text }}
        data-testid="signage-panel"
      >
        <span className="signage-panel-label">
          <Bilingual k={`signage:index.${medium}`} />
        </span>
        <span className="signage-panel-value">{face.value}</span>
        <span className="signage-panel-class">
          <Bilingual k={face.classKey} values={face.classValues} />
        </span>
        <span className="signage-panel-time">
          {station.measuredAt === null ? (
            <Bilingual k="signage:noCurrent" />
          ) : (
            <Bilingual
              k="signage:measured"
              values={(language) => ({ time: screenTime(station.measuredAt!, now, language) })}
            />
          )}
        </span>
      </div>
      <div className="signage-details">
        {station.dominant.length > 0 && (
          <p className="signage-detail">
            <Bilingual k="signage:dominant" />
            <strong className="signage-dominant">
              {station.dominant.map((code) => t(`calculators:symbol.${code}`)).join(', ')}
            </strong>
          </p>
        )}
        {face.adviceKey && (
          <p className="signage-detail signage-advice">
            <Bilingual k={face.adviceKey} />
          </p>
        )}
        <p className="signage-detail signage-status">
          <Bilingual
            k={station.approved ? 'signage:approved' : 'signage:provisional'}
            className={station.approved ? 'signage-approved' : 'signage-provisional'}
          />
        </p>
      </div>
    </section>
  );
}
