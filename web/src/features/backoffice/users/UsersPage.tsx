import type { BackOfficeUser } from '@inroom/shared';
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../../components/Modal';
import { useCurrentUserAccess } from '../../auth/useCurrentUserAccess';
import { useGetLocationsForBackOfficeQuery } from '../locations/api';
import { AccessNotice, AccessPending } from '../AccessNotice';
import { QueryNotice } from '../locations/QueryNotice';
import { useDisableUserMutation, useEnableUserMutation, useGetUsersQuery } from './api';
import { apiErrorOf, compareUsers, displayName } from './userForm';
import { UserFormModal } from './UserFormModal';
import { UsersList } from './UsersList';
import '../../../components/form.css';
import './users.css';

/** Said to a manager who opens /be/users. */
export const OWNER_ONLY_USERS = 'Only an owner can manage users.';

/**
 * `/be/users` (issue 18): an owner lists the back-office users, invites one, changes a user's role
 * and locations, and disables or enables them. Anyone else is told the page is an owner's.
 */
export function UsersPage() {
  const { access, owner, failed, retry, userId } = useCurrentUserAccess();
  return (
    <main className="page users-page">
      <h1>Users</h1>
      {owner ? (
        <UsersManager currentUserId={userId} />
      ) : access ? (
        <AccessNotice message={OWNER_ONLY_USERS} />
      ) : (
        <AccessPending failed={failed} onRetry={retry} />
      )}
    </main>
  );
}

type Dialog = { kind: 'invite' } | { kind: 'edit' | 'disable'; user: BackOfficeUser } | null;

/** Moves focus once React has drawn the change (a closed dialog, a swapped button). */
const focusLater = (find: () => HTMLElement | null | undefined) =>
  requestAnimationFrame(() => find()?.focus());

function UsersManager({ currentUserId }: { currentUserId: string | null }) {
  const { currentData, error, isFetching, refetch } = useGetUsersQuery();
  const { currentData: locations } = useGetLocationsForBackOfficeQuery();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [disable] = useDisableUserMutation();
  const [enable] = useEnableUserMutation();
  const inviteButton = useRef<HTMLButtonElement>(null);
  const users = useMemo(
    () => (currentData ? [...currentData].sort(compareUsers) : null),
    [currentData],
  );
  const locationNames = useMemo(
    () => new Map((locations ?? []).map((location) => [location.id, location.name])),
    [locations],
  );

  /** Back to where the dialog was opened from: the row's actions, or Invite user. */
  const focusRow = (userId: string | undefined) =>
    focusLater(() =>
      userId
        ? [...document.querySelectorAll<HTMLElement>('[data-user-actions]')]
            .find((actions) => actions.dataset.userActions === userId)
            ?.querySelector('button')
        : inviteButton.current,
    );

  const close = () => {
    const userId = dialog && dialog.kind !== 'invite' ? dialog.user.id : undefined;
    setDialog(null);
    focusRow(userId);
  };

  async function changeStatus(user: BackOfficeUser, to: 'disabled' | 'enabled') {
    setBusyId(user.id);
    try {
      await (to === 'disabled' ? disable({ id: user.id }) : enable({ id: user.id })).unwrap();
      toast.success(
        to === 'disabled'
          ? `${displayName(user)} can no longer sign in`
          : `${displayName(user)} can sign in again`,
      );
    } catch (cause) {
      console.error('Failed to change the user', cause);
      toast.error(apiErrorOf(cause).message);
    } finally {
      setBusyId(null);
      focusRow(user.id);
    }
  }

  return (
    <>
      <div className="users-page__toolbar">
        <p className="users-page__intro">
          Owners manage every location and the users; a manager only the locations given to them.
        </p>
        <button
          ref={inviteButton}
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'invite' })}
        >
          Invite user
        </button>
      </div>

      {users ? (
        users.length === 0 ? (
          <p className="notice">No users yet. Invite the first one.</p>
        ) : (
          <>
            {error !== undefined && (
              <p className="notice notice--error" role="alert">
                Could not refresh the users. Showing the last ones received.
              </p>
            )}
            <UsersList
              users={users}
              currentUserId={currentUserId}
              locationNames={locationNames}
              busyId={busyId}
              onEdit={(user) => setDialog({ kind: 'edit', user })}
              onDisable={(user) => setDialog({ kind: 'disable', user })}
              onEnable={(user) => void changeStatus(user, 'enabled')}
            />
          </>
        )
      ) : (
        <QueryNotice
          failed={error !== undefined}
          loadingText="Loading users…"
          errorText="Could not load users"
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}

      {dialog?.kind === 'invite' && <UserFormModal onClose={close} onSaved={close} />}
      {dialog?.kind === 'edit' && (
        <UserFormModal key={dialog.user.id} user={dialog.user} onClose={close} onSaved={close} />
      )}
      <Modal
        open={dialog?.kind === 'disable'}
        small
        title="Disable user"
        onClose={close}
        confirm={{
          okLabel: 'Disable',
          onOk: () => {
            if (dialog?.kind !== 'disable') return;
            setDialog(null);
            void changeStatus(dialog.user, 'disabled');
          },
        }}
      >
        {dialog?.kind === 'disable' && (
          <p>
            Disable {displayName(dialog.user)} ({dialog.user.email})? They lose access to the back
            office at once and cannot sign in until they are enabled again.
          </p>
        )}
      </Modal>
    </>
  );
}
