import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AccessNotice, isForbidden, NO_LOCATION_ACCESS } from './AccessNotice';
import { useGetAdminLocationQuery } from './locations/api';
import { FormLoading } from './locations/form/FormLoading';
import { LocationForm } from './locations/form/LocationForm';

/**
 * Spec §2 edit location (`/be/location/{id}/edit`). An unknown location (or any failed load) shows
 * NotFound (spec §8); a location the user may not manage (403, issue 18) says so, with a way back.
 * After a save the location is loaded again and the form starts over from it; so it does when a
 * save was refused because someone else saved the location meanwhile and the user asks to reload.
 */
export function LocationEditPage() {
  const { id = '' } = useParams();
  const { currentData, error, refetch } = useGetAdminLocationQuery(id);
  // Bumped after each save or reload, so the form is rebuilt from the location as loaded again
  // (and its version).
  const [loads, setLoads] = useState(0);
  const reload = async () => {
    await refetch();
    setLoads((current) => current + 1);
  };

  if (isForbidden(error)) {
    return (
      <main className="page location-form-page">
        <h1>Edit location</h1>
        <AccessNotice message={NO_LOCATION_ACCESS} />
      </main>
    );
  }
  // A failed reload (say, the network dropping) keeps the form and what was typed in it.
  const notFound =
    error !== undefined && (!currentData || ('status' in error && error.status === 404));
  if (notFound) return <NotFoundPage />;

  return (
    <main className="page location-form-page">
      <h1>Edit location</h1>
      {currentData ? (
        <LocationForm
          key={`${currentData.id}:${loads}`}
          initial={currentData}
          menus={currentData.menus}
          onSaved={reload}
          onReload={reload}
        />
      ) : (
        <FormLoading />
      )}
    </main>
  );
}
