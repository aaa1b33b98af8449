import {
  BACK_OFFICE_ROLES,
  compareByName,
  ROLE_LABELS,
  TEXT_LIMITS,
  type BackOfficeUser,
} from '@inroom/shared';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FieldMessage, fieldProps } from '../../../components/FieldMessage';
import { Modal } from '../../../components/Modal';
import { useGetLocationsForBackOfficeQuery } from '../locations/api';
import { QueryNotice } from '../locations/QueryNotice';
import { useInviteUserMutation, useUpdateUserAccessMutation } from './api';
import {
  apiErrorOf,
  blankUserForm,
  checkAccessChange,
  checkInvite,
  displayName,
  FAILED_MESSAGE,
  PLACED_FIELDS,
  userFormValuesOf,
  type FieldMessages,
  type UserFormValues,
} from './userForm';

export interface UserFormModalProps {
  /** The user whose role and locations change; absent to invite a new one. */
  user?: BackOfficeUser;
  onClose: () => void;
  /** After the success toast; the parent closes the modal. */
  onSaved: (saved: BackOfficeUser) => void;
}

/**
 * Invite a user, or change a user's role and locations (issue 18), in the generic modal. The shared
 * schemas check the form before it is sent; the server's field messages (400) show beside their
 * fields and any other refusal (409: the e-mail is taken) above the buttons. A manager's locations
 * are a checkbox list of every location; an owner manages them all, so the list is hidden for one.
 */
export function UserFormModal({ user, onClose, onSaved }: UserFormModalProps) {
  const id = useId();
  const formId = `${id}-form`;
  const inviting = user === undefined;
  const title = inviting ? 'Invite user' : `Edit ${displayName(user)}`;
  const [values, setValues] = useState<UserFormValues>(() =>
    user ? userFormValuesOf(user) : blankUserForm(),
  );
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [invite, inviteState] = useInviteUserMutation();
  const [update, updateState] = useUpdateUserAccessMutation();
  const saving = inviteState.isLoading || updateState.isLoading;
  const firstField = useRef<HTMLInputElement & HTMLSelectElement>(null);

  useEffect(() => {
    // After the dialog has opened (the modal's own effect runs after this one) its first field
    // takes focus, rather than the close icon.
    const frame = requestAnimationFrame(() => firstField.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const clear = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  const toggleLocation = (locationId: string, checked: boolean) => {
    setValues((current) => ({
      ...current,
      locationIds: checked
        ? [...current.locationIds, locationId]
        : current.locationIds.filter((candidate) => candidate !== locationId),
    }));
    clear('locationIds');
  };

  function focusFirstProblem(problems: FieldMessages) {
    const first = PLACED_FIELDS.find((name) => problems[name]);
    if (!first) return;
    const target =
      first === 'locationIds'
        ? document.getElementById(`${id}-locationIds`)?.querySelector('input')
        : document.getElementById(`${id}-${first}`);
    target?.focus();
  }

  /** The shared schema's verdict, and the call that sends what it let through. */
  function prepare():
    { ok: true; send: () => Promise<BackOfficeUser> } | { ok: false; errors: FieldMessages } {
    if (user) {
      const checked = checkAccessChange(user.id, values);
      return checked.ok ? { ok: true, send: () => update(checked.body).unwrap() } : checked;
    }
    const checked = checkInvite(values);
    return checked.ok ? { ok: true, send: () => invite(checked.body).unwrap() } : checked;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = prepare();
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(null);
      focusFirstProblem(checked.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const saved = await checked.send();
      toast.success(inviting ? `Invitation sent to ${saved.email}` : 'User updated successfully');
      onSaved(saved);
    } catch (error) {
      const { message, fields } = apiErrorOf(error);
      const placed = Object.fromEntries(
        Object.entries(fields).filter(([key]) =>
          (PLACED_FIELDS as readonly string[]).includes(key),
        ),
      );
      const other = Object.entries(fields).filter(([key]) => !(key in placed));
      setErrors(placed);
      setFormError(
        Object.keys(placed).length > 0
          ? other.map(([, text]) => text).join(' ') || null
          : [message, ...other.map(([, text]) => text)].join(' '),
      );
      toast.error(FAILED_MESSAGE);
      focusFirstProblem(placed);
    }
  }

  const textField = (name: 'email' | 'name', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={name === 'email' ? firstField : undefined}
        id={`${id}-${name}`}
        name={name}
        type={name === 'email' ? 'email' : 'text'}
        inputMode={name === 'email' ? 'email' : undefined}
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={name === 'email' ? TEXT_LIMITS.email : TEXT_LIMITS.name}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        {...fieldProps(errors, name, id)}
      />
      <FieldMessage errors={errors} name={name} id={id} />
    </div>
  );

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving ? 'Saving…' : inviting ? 'Send invitation' : 'Save'}
          </button>
        </>
      }
    >
      <form id={formId} className="form user-form" noValidate aria-label={title} onSubmit={submit}>
        {inviting ? (
          <>
            {textField('email', 'E-mail')}
            {textField('name', 'Name')}
            <p className="user-form__hint">
              They get an e-mail with a temporary password, and choose their own at first sign-in.
            </p>
          </>
        ) : (
          <p className="user-form__who">{user.email}</p>
        )}
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            ref={inviting ? undefined : firstField}
            id={`${id}-role`}
            name="role"
            required
            value={values.role}
            onChange={(event) => set('role', event.target.value as UserFormValues['role'])}
            {...fieldProps(errors, 'role', id)}
          >
            {values.role === '' && <option value="">Select role</option>}
            {BACK_OFFICE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <FieldMessage errors={errors} name="role" id={id} />
          <p className="user-form__hint">
            {values.role === 'owner'
              ? 'An owner manages every location and the users.'
              : 'A manager manages only the locations chosen below.'}
          </p>
        </div>
        {values.role === 'manager' && (
          <LocationChoices
            id={id}
            chosen={values.locationIds}
            errors={errors}
            onToggle={toggleLocation}
          />
        )}
        {formError && (
          <p className="field__error user-form__problem" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** A manager's locations: every location as a checkbox, by name. */
function LocationChoices({
  id,
  chosen,
  errors,
  onToggle,
}: {
  id: string;
  chosen: readonly string[];
  errors: FieldMessages;
  onToggle: (locationId: string, checked: boolean) => void;
}) {
  const { currentData, error, isFetching, refetch } = useGetLocationsForBackOfficeQuery();
  const locations = useMemo(
    () => (currentData ? [...currentData].sort(compareByName) : null),
    [currentData],
  );
  const countId = `${id}-locationIds-count`;
  const described = [countId, fieldProps(errors, 'locationIds', id)['aria-describedby']]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset
      id={`${id}-locationIds`}
      className="user-form__locations"
      aria-describedby={described}
      aria-invalid={errors.locationIds ? true : undefined}
    >
      <legend>Locations</legend>
      {locations ? (
        locations.length === 0 ? (
          <p className="notice">There are no locations yet.</p>
        ) : (
          <ul className="user-form__location-list">
            {locations.map((location) => (
              <li key={location.id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    name="locationIds"
                    value={location.id}
                    checked={chosen.includes(location.id)}
                    onChange={(event) => onToggle(location.id, event.target.checked)}
                  />
                  {location.name}
                </label>
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryNotice
          failed={error !== undefined}
          loadingText="Loading locations…"
          errorText="Could not load locations"
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
      <p id={countId} className="user-form__hint">
        {chosen.length === 1 ? '1 location chosen' : `${chosen.length} locations chosen`}
      </p>
      <FieldMessage errors={errors} name="locationIds" id={id} />
    </fieldset>
  );
}
