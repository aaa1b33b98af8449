import { useId, useMemo, useState } from 'react';
import { LocationList } from '../../../../components/location-list/LocationList';
import { Modal } from '../../../../components/Modal';
import { useGetLocationsQuery } from '../../../locations/api';
import { FieldMessage } from '../../../../components/FieldMessage';
import type { ChildLocationDraft, FieldMessages } from './formModel';

interface ChildLocationsSectionProps {
  locationId: string;
  childLocations: readonly ChildLocationDraft[];
  errors: FieldMessages;
  onAdd: (added: ChildLocationDraft[]) => void;
  onRemove: (index: number) => void;
}

/**
 * Spec §2 Location form, saved locations only: the child locations a hotel approves. 'Add location'
 * opens a modal with the reusable selectable list, without this location and those already added;
 * OK adds the ticked ones.
 */
export function ChildLocationsSection({
  locationId,
  childLocations,
  errors,
  onAdd,
  onRemove,
}: ChildLocationsSectionProps) {
  const headingId = useId();
  const errorBaseId = useId();
  const [open, setOpen] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { data: locations, isLoading, isError } = useGetLocationsQuery(undefined, { skip: !open });

  const excludedIds = useMemo(
    () => [locationId, ...childLocations.map((link) => link.childLocationId)],
    [locationId, childLocations],
  );

  function openModal() {
    setSelectedIds([]);
    setOpen(true);
  }

  function addSelected() {
    const excluded = new Set(excludedIds);
    const byId = new Map((locations ?? []).map((location) => [location.id, location]));
    const added = selectedIds
      .filter((id) => !excluded.has(id))
      .flatMap((id) => {
        const location = byId.get(id);
        return location ? [{ childLocationId: id, name: location.name }] : [];
      });
    if (added.length > 0) onAdd(added);
    setOpen(false);
  }

  return (
    <section className="location-form__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Locations</h2>
      {childLocations.length === 0 ? (
        <p className="notice">No locations added yet.</p>
      ) : (
        <ul className="location-form__list">
          {childLocations.map((link, index) => (
            <li key={link.childLocationId} className="child-location">
              <div className="child-location__row">
                <span className="child-location__name">{link.name || link.childLocationId}</span>
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${link.name || 'location'}`}
                  onClick={() => onRemove(index)}
                >
                  Remove
                </button>
              </div>
              <FieldMessage
                errors={errors}
                name={`childLocations.${index}.childLocationId`}
                id={errorBaseId}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={openModal}>
        Add location
      </button>
      <Modal
        open={open}
        title="Add location"
        onClose={() => setOpen(false)}
        confirm={{ onOk: addSelected }}
      >
        {isLoading ? (
          <p className="location-form__loading" role="status">
            <span className="spinner location-form__spinner" aria-hidden="true" />
            Loading...
          </p>
        ) : isError ? (
          <p className="field__error" role="alert">
            The locations could not be loaded.
          </p>
        ) : (
          <LocationList
            locations={locations ?? []}
            selectable
            selectedIds={selectedIds}
            onSelectedChange={setSelectedIds}
            excludedIds={excludedIds}
            label="Locations to add"
          />
        )}
      </Modal>
    </section>
  );
}
