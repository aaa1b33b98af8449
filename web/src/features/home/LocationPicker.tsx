import { compareByName, type LocationSummary } from '@inroom/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../i18n';

interface LocationPickerProps {
  locations: readonly LocationSummary[];
}

export function LocationPicker({ locations }: LocationPickerProps) {
  const selectId = useId();
  const [locationId, setLocationId] = useState('');
  const navigate = useNavigate();
  const { t } = useMessages();
  const sorted = [...locations].sort(compareByName);

  return (
    <form
      className="location-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (locationId) void navigate(`/location/${encodeURIComponent(locationId)}`);
      }}
    >
      <label htmlFor={selectId}>{t('location')}</label>
      <div className="location-picker__row">
        <select
          id={selectId}
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
        >
          <option value="" disabled>
            {t('selectLocation')}
          </option>
          {sorted.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary" disabled={!locationId}>
          {t('go')}
        </button>
      </div>
    </form>
  );
}
