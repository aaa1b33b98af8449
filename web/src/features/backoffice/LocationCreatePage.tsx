import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { backofficeLocationsApi, useGetNewLocationQuery } from './locations/api';
import { FormLoading } from './locations/form/FormLoading';
import { LocationForm } from './locations/form/LocationForm';

/** Spec §2 create location (`/be/location/create`): the form starts from location/getnew. */
export function LocationCreatePage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data, isError, isFetching, refetch } = useGetNewLocationQuery(undefined, {
    // A fresh blank each visit: nothing of an earlier, abandoned form comes back.
    refetchOnMountOrArgChange: true,
  });

  return (
    <main className="page location-form-page">
      <h1>Create location</h1>
      {isError ? (
        <div className="notice notice--error" role="alert">
          <p>The form could not be loaded.</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !data || isFetching ? (
        <FormLoading />
      ) : (
        <LocationForm
          initial={data}
          onSaved={(saved) => {
            // The edit page opens on the saved location at once, without loading it again.
            void dispatch(
              backofficeLocationsApi.util.upsertQueryData('getAdminLocation', saved.id, saved),
            );
            void navigate(`/be/location/${encodeURIComponent(saved.id)}/edit`, { replace: true });
          }}
        />
      )}
    </main>
  );
}
