import type { BackOfficeUser } from '@inroom/shared';
import { useMediaQuery } from '../useMediaQuery';
import { displayName, roleLabel, STATUS_LABELS } from './userForm';

/** Where the users show as a table rather than cards (the lg breakpoint, spec §9). */
export const USERS_TABLE_QUERY = '(min-width: 992px)';

export interface UsersListProps {
  users: readonly BackOfficeUser[];
  /** The signed-in user's id: their own row says "You" and has no actions. */
  currentUserId: string | null;
  /** Location names by id, for the Locations column. */
  locationNames: ReadonlyMap<string, string>;
  /** A row's action is running (its buttons are disabled). */
  busyId: string | null;
  onEdit: (user: BackOfficeUser) => void;
  onDisable: (user: BackOfficeUser) => void;
  onEnable: (user: BackOfficeUser) => void;
}

/** A user's locations as the page names them: every one for an owner, else theirs by name. */
export function locationsText(
  user: BackOfficeUser,
  locationNames: ReadonlyMap<string, string>,
): string {
  if (user.role === 'owner') return 'All locations';
  if (user.locationIds.length === 0) return 'None';
  return user.locationIds
    .map((id) => locationNames.get(id) ?? 'Unknown location')
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}

function StatusBadge({ user }: { user: BackOfficeUser }) {
  return (
    <span className={`user-status user-status--${user.status}`}>{STATUS_LABELS[user.status]}</span>
  );
}

/** Edit and Disable (or Enable) for another user; "You" on the signed-in user's own row. */
function UserActions({
  user,
  own,
  busy,
  onEdit,
  onDisable,
  onEnable,
}: {
  user: BackOfficeUser;
  own: boolean;
  busy: boolean;
} & Pick<UsersListProps, 'onEdit' | 'onDisable' | 'onEnable'>) {
  if (own) {
    return (
      <span className="users-page__you" title="You cannot change your own access">
        You
      </span>
    );
  }
  const name = displayName(user);
  return (
    <span className="users-page__actions" data-user-actions={user.id}>
      <button
        type="button"
        className="button"
        aria-label={`Edit ${name}`}
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => onEdit(user)}
      >
        Edit
      </button>
      {user.status === 'disabled' ? (
        <button
          type="button"
          className="button"
          aria-label={`Enable ${name}`}
          disabled={busy}
          onClick={() => onEnable(user)}
        >
          Enable
        </button>
      ) : (
        <button
          type="button"
          className="button users-page__disable"
          aria-label={`Disable ${name}`}
          aria-haspopup="dialog"
          disabled={busy}
          onClick={() => onDisable(user)}
        >
          Disable
        </button>
      )}
    </span>
  );
}

/**
 * The back-office users (issue 18): a table on wide screens, a card per user on narrower ones, so a
 * phone never scrolls sideways. Each shows the name, e-mail, role, locations and status.
 */
export function UsersList(props: UsersListProps) {
  const { users, currentUserId, locationNames, busyId } = props;
  const wide = useMediaQuery(USERS_TABLE_QUERY, true);
  const actions = (user: BackOfficeUser) => (
    <UserActions
      user={user}
      own={user.id === currentUserId}
      busy={busyId === user.id}
      onEdit={props.onEdit}
      onDisable={props.onDisable}
      onEnable={props.onEnable}
    />
  );

  if (!wide) {
    return (
      <ul className="user-cards" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="user-card">
            <div className="user-card__head">
              <h2 className="user-card__name">{displayName(user)}</h2>
              <StatusBadge user={user} />
            </div>
            <dl className="user-card__facts">
              <dt>E-mail</dt>
              <dd className="users-page__email">{user.email}</dd>
              <dt>Role</dt>
              <dd>{roleLabel(user.role)}</dd>
              <dt>Locations</dt>
              <dd>{locationsText(user, locationNames)}</dd>
            </dl>
            {actions(user)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="users-table__wrap">
      <table className="users-table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Locations</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{displayName(user)}</th>
              <td className="users-page__email">{user.email}</td>
              <td>{roleLabel(user.role)}</td>
              <td className="users-table__locations">{locationsText(user, locationNames)}</td>
              <td>
                <StatusBadge user={user} />
              </td>
              <td className="users-table__actions">{actions(user)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
