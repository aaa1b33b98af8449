import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUserAccess } from '../auth/useCurrentUserAccess';
import { AccessNotice, AccessPending } from './AccessNotice';
import { backofficeLocationsApi, useGetNewLocationQuery } from './locations/api';
import { FormLoading } from './locations/form/FormLoading';
import { LocationForm } from './locations/form/LocationForm';

/** Said to a manager who opens the create page: adding locations is an owner's alone (issue 18). */
export const OWNER_ONLY_CREATE = 'Only an owner can add locations.';

/**
 * Spec §2 create location (`/be/location/create`): the form starts from location/getnew. Only an
 * owner gets the form (issue 18); anyone else is told so.
 */
export function LocationCreatePage() {
  const { access, owner, failed, retry } = useCurrentUserAccess();
  return (
    <main className="page location-form-page">
      <h1>Create location</h1>
      {owner ? (
        <CreateForm />
      ) : access ? (
        <AccessNotice message={OWNER_ONLY_CREATE} />
      ) : (
        <AccessPending failed={failed} onRetry={retry} />
      )}
    </main>
  );
}

function CreateForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data, isError, isFetching, refetch } = useGetNewLocationQuery(undefined, {
    // A fresh blank each visit: nothing of an earlier, abandoned form comes back.
    refetchOnMountOrArgChange: true,
  });

  return isError ? (
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
  );
}
