import {
  defaultTimeZoneForCountry,
  EMPTY_GUID,
  fieldErrorsOf,
  isNewId,
  locationInputSchema,
  TEXT_LIMITS,
  type Location,
  type LocationContactInput,
} from '@inroom/shared';
import { useCallback, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import {
  useCreateLocationMutation,
  useGetCountriesQuery,
  useLazyGetNewContactQuery,
  useUpdateLocationMutation,
} from '../api';
import { hasStatus } from '../../AccessNotice';
import { ChildLocationsSection } from './ChildLocationsSection';
import { ContactsEditor } from './ContactsEditor';
import { FieldMessage, fieldProps } from '../../../../components/FieldMessage';
import {
  apiErrorOf,
  callingCodeOf,
  callingCodeOptions,
  countriesByName,
  formValuesOf,
  isChosenTimeZone,
  nextContactKey,
  timeZoneOf,
  timeZoneOptions,
  toLocationInput,
  type ChildLocationDraft,
  type ContactDraft,
  type FieldMessages,
  type LocationFormValues,
  type LocationSource,
} from './formModel';
import { ImageField } from './ImageField';
import { MenusSection } from './MenusSection';
import '../../../../components/form.css';
import './location-form.css';

export const CREATED_MESSAGE = 'Location created successfully';
export const UPDATED_MESSAGE = 'Location updated successfully';
export const FAILED_MESSAGE = 'Something went wrong';
export const IMAGE_REQUIRED_MESSAGE = 'Image is required';
/** What the form offers after a save refused because someone else saved the location meanwhile. */
export const RELOAD_LABEL = 'Reload the location';

type TextField = 'name' | 'description' | 'address' | 'zip' | 'city' | 'phone' | 'email';

/** Field messages the form shows beside a control; any other key is listed above the Save button. */
const PLACED_FIELD =
  /^(name|description|address|zip|city|countryId|phone|email|image|timeZone|contacts\.\d+\.(id|name|countryCode|phoneNumber)|childLocations\.\d+\.childLocationId)$/;

/** The browser's verdict on a control the shared schema let through (e.g. an empty time zone). */
function nativeMessage(validity: ValidityState, validationMessage: string): string {
  if (validationMessage) return validationMessage;
  if (validity.valueMissing) return 'This field is required';
  if (validity.typeMismatch) return 'Enter a valid value';
  if (validity.patternMismatch) return 'Use digits only';
  if (validity.tooLong) return 'This text is too long';
  return 'This value is not valid';
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

interface LocationFormProps {
  /** The blank of location/getnew, or the back-office view of a saved location. */
  initial: LocationSource;
  /** The saved location's menus (spec §2: shown only once the location is saved). */
  menus?: readonly { id: string; name: string; isActive: boolean }[];
  /** After the success toast: the create page goes to the edit page, the edit page reloads. */
  onSaved: (saved: Location, created: boolean) => void | Promise<void>;
  /**
   * Loads the location again and starts the form over from it: offered when a save was refused
   * because someone else saved the location since the form was loaded.
   */
  onReload?: () => void | Promise<void>;
}

/**
 * Spec §2 Location form (create and edit) with the checks of spec §5: the browser's own validity
 * and the shared `locationInputSchema` must both pass, else the form is marked `was-validated`, the
 * messages show beside their fields and nothing is sent. Spec §8 toasts on save.
 */
export function LocationForm({ initial, menus = [], onSaved, onReload }: LocationFormProps) {
  const id = useId();
  const [values, setValues] = useState<LocationFormValues>(() => formValuesOf(initial));
  const [timeZoneChosen, setTimeZoneChosen] = useState(() =>
    isChosenTimeZone(timeZoneOf(initial), initial.countryId),
  );
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [wasValidated, setWasValidated] = useState(false);
  const [saving, setSaving] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const [newContactKey, setNewContactKey] = useState<string | null>(null);

  const { data: countries = [] } = useGetCountriesQuery();
  const [createLocation] = useCreateLocationMutation();
  const [updateLocation] = useUpdateLocationMutation();
  const [fetchNewContact, { isFetching: addingContact }] = useLazyGetNewContactQuery();

  const isNew = isNewId(values.id);
  const sortedCountries = useMemo(() => countriesByName(countries), [countries]);
  const callingCodes = useMemo(() => callingCodeOptions(countries), [countries]);
  const savedTimeZone = timeZoneOf(initial);
  // A few hundred options: built once per zone change, not on every keystroke.
  const timeZoneOptionElements = useMemo(
    () =>
      timeZoneOptions([values.timeZone, savedTimeZone]).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replace(/_/g, ' ')}
        </option>
      )),
    [values.timeZone, savedTimeZone],
  );
  const unplacedMessages = Object.entries(errors).filter(([key]) => !PLACED_FIELD.test(key));

  const clearErrors = (matches: (key: string) => boolean) =>
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => !matches(key));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });

  function setText(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearErrors((key) => key === field);
  }

  function setCountry(countryId: string) {
    const code = callingCodeOf(countries, countryId);
    setValues((current) => ({
      ...current,
      countryId,
      // The zone follows the country until someone picks one.
      timeZone: timeZoneChosen
        ? current.timeZone
        : countryId
          ? defaultTimeZoneForCountry(countryId)
          : '',
      // Contacts still without a code take the new country's.
      contacts: current.contacts.map((contact) =>
        contact.countryCode || !code ? contact : { ...contact, countryCode: code },
      ),
    }));
    clearErrors((key) => key === 'countryId' || (!timeZoneChosen && key === 'timeZone'));
  }

  function setTimeZone(timeZone: string) {
    setTimeZoneChosen(timeZone !== '');
    setValues((current) => ({ ...current, timeZone }));
    clearErrors((key) => key === 'timeZone');
  }

  const setImage = useCallback((image: string) => {
    setValues((current) => ({ ...current, image }));
    setErrors((current) => {
      if (!('image' in current)) return current;
      const { image: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  async function addContact() {
    let template: LocationContactInput | undefined;
    try {
      template = await fetchNewContact(undefined, true).unwrap();
    } catch {
      // The blank is a plain record; without the server, start from the same blank locally.
      template = undefined;
    }
    const key = nextContactKey();
    setValues((current) => ({
      ...current,
      contacts: [
        ...current.contacts,
        {
          key,
          id: template?.id ?? EMPTY_GUID,
          name: template?.name ?? '',
          countryCode: template?.countryCode || callingCodeOf(countries, current.countryId),
          phoneNumber: template?.phoneNumber ?? '',
          isActive: template?.isActive ?? true,
        },
      ],
    }));
    setNewContactKey(key);
  }

  function changeContact(index: number, patch: Partial<ContactDraft>) {
    setValues((current) => ({
      ...current,
      contacts: current.contacts.map((contact, at) =>
        at === index ? { ...contact, ...patch } : contact,
      ),
    }));
    const fields = Object.keys(patch).map((field) => `contacts.${index}.${field}`);
    clearErrors((key) => fields.includes(key));
  }

  function removeContact(index: number) {
    setValues((current) => ({
      ...current,
      contacts: current.contacts.filter((_contact, at) => at !== index),
    }));
    // Messages are by position, which just moved.
    clearErrors((key) => key.startsWith('contacts.'));
  }

  function addChildLocations(added: ChildLocationDraft[]) {
    setValues((current) => ({ ...current, childLocations: [...current.childLocations, ...added] }));
  }

  function removeChildLocation(index: number) {
    setValues((current) => ({
      ...current,
      childLocations: current.childLocations.filter((_link, at) => at !== index),
    }));
    clearErrors((key) => key.startsWith('childLocations.'));
  }

  /** Both checks of spec §5; the messages per field when either fails, else null. */
  function check(form: HTMLFormElement): FieldMessages | null {
    const parsed = locationInputSchema.safeParse(toLocationInput(values));
    const messages: FieldMessages = parsed.success ? {} : fieldErrorsOf(parsed.error, 'form');
    const controls = [...form.elements].filter(isControl);
    for (const control of controls) {
      if (control.name && !control.validity.valid) {
        messages[control.name] ??= nativeMessage(control.validity, control.validationMessage);
      }
    }
    if (!values.image) messages.image = IMAGE_REQUIRED_MESSAGE;
    const nativeValid = form.checkValidity();
    if (nativeValid && Object.keys(messages).length === 0) return null;
    // Take the user to the first control that needs attention.
    controls.find((control) => control.name in messages || !control.validity.valid)?.focus();
    return messages;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || imageBusy) return;
    const problems = check(event.currentTarget);
    if (problems) {
      setWasValidated(true);
      setErrors(problems);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    const input = toLocationInput(values);
    let saved: Location;
    try {
      saved = isNew ? await createLocation(input).unwrap() : await updateLocation(input).unwrap();
    } catch (error) {
      const { message, fields } = apiErrorOf(error);
      toast.error(FAILED_MESSAGE);
      setChangedElsewhere(hasStatus(error, 409));
      setWasValidated(true);
      setErrors(fields);
      setFormError(
        Object.keys(fields).length === 0 && message && message !== FAILED_MESSAGE ? message : null,
      );
      setSaving(false);
      return;
    }
    toast.success(isNew ? CREATED_MESSAGE : UPDATED_MESSAGE);
    setSaving(false);
    await onSaved(saved, isNew);
  }

  const field = (name: string, label: string, control: ReactNode, className = '') => (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      <FieldMessage errors={errors} name={name} id={id} />
    </div>
  );

  const textInput = (
    name: TextField,
    options: {
      type?: string;
      maxLength: number;
      inputMode?: 'tel' | 'email' | 'text';
      pattern?: string;
      title?: string;
      autoComplete?: string;
    },
  ) => (
    <input
      id={`${id}-${name}`}
      name={name}
      type={options.type ?? 'text'}
      required
      maxLength={options.maxLength}
      inputMode={options.inputMode}
      pattern={options.pattern}
      title={options.title}
      autoComplete={options.autoComplete ?? 'off'}
      value={values[name]}
      onChange={(event) => setText(name, event.target.value)}
      {...fieldProps(errors, name, id)}
    />
  );

  return (
    <form
      className={`form location-form${wasValidated ? ' was-validated' : ''}`}
      noValidate
      aria-label={isNew ? 'Create location' : 'Edit location'}
      onSubmit={submit}
    >
      <ImageField
        image={values.image}
        onChange={setImage}
        error={errors.image}
        onBusyChange={setImageBusy}
      />

      <div className="location-form__fields">
        {field('name', 'Name', textInput('name', { maxLength: TEXT_LIMITS.name }))}
        {field(
          'description',
          'Description',
          <textarea
            id={`${id}-description`}
            name="description"
            rows={4}
            required
            maxLength={TEXT_LIMITS.description}
            value={values.description}
            onChange={(event) => setText('description', event.target.value)}
            {...fieldProps(errors, 'description', id)}
          />,
          'field--wide',
        )}
        {field(
          'address',
          'Address',
          textInput('address', { maxLength: TEXT_LIMITS.address }),
          'field--wide',
        )}
        {field('zip', 'Zip', textInput('zip', { maxLength: TEXT_LIMITS.zip }))}
        {field('city', 'City', textInput('city', { maxLength: TEXT_LIMITS.city }))}
        {field(
          'countryId',
          'Country',
          <select
            id={`${id}-countryId`}
            name="countryId"
            required
            value={values.countryId}
            onChange={(event) => setCountry(event.target.value)}
            {...fieldProps(errors, 'countryId', id)}
          >
            <option value="">Select country</option>
            {sortedCountries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'timeZone',
          'Time zone',
          <select
            id={`${id}-timeZone`}
            name="timeZone"
            required
            value={values.timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
            {...fieldProps(errors, 'timeZone', id)}
          >
            <option value="">Select time zone</option>
            {timeZoneOptionElements}
          </select>,
        )}
        {field(
          'phone',
          'Phone',
          textInput('phone', {
            type: 'tel',
            inputMode: 'tel',
            maxLength: 20,
            pattern: '\\+?[0-9 ]+',
            title: 'Digits, spaces and a leading +',
            autoComplete: 'tel',
          }),
        )}
        {field(
          'email',
          'Email',
          textInput('email', {
            type: 'email',
            inputMode: 'email',
            maxLength: TEXT_LIMITS.email,
            autoComplete: 'email',
          }),
        )}
        <div className="field field--wide">
          <label className="checkbox">
            <input
              type="checkbox"
              name="isActive"
              checked={values.isActive}
              onChange={(event) =>
                setValues((current) => ({ ...current, isActive: event.target.checked }))
              }
            />
            Active
          </label>
        </div>
      </div>

      <ContactsEditor
        contacts={values.contacts}
        callingCodes={callingCodes}
        errors={errors}
        adding={addingContact}
        newContactKey={newContactKey}
        onAdd={() => void addContact()}
        onChange={changeContact}
        onRemove={removeContact}
      />

      {!isNew && (
        <>
          <MenusSection locationId={values.id} menus={menus} />
          <ChildLocationsSection
            locationId={values.id}
            childLocations={values.childLocations}
            errors={errors}
            onAdd={addChildLocations}
            onRemove={removeChildLocation}
          />
        </>
      )}

      <div className="location-form__actions">
        {(formError || unplacedMessages.length > 0) && (
          <div className="field__error location-form__problems" role="alert">
            {formError && <p>{formError}</p>}
            {unplacedMessages.map(([key, message]) => (
              <p key={key}>{message}</p>
            ))}
          </div>
        )}
        {changedElsewhere && onReload && (
          <button type="button" className="button" onClick={() => void onReload()}>
            {RELOAD_LABEL}
          </button>
        )}
        {wasValidated && Object.keys(errors).length > 0 && (
          <p className="field__error" role="status">
            Please correct the marked fields.
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={saving || imageBusy}
          aria-busy={saving || undefined}
        >
          {saving && <span className="spinner location-form__spinner" aria-hidden="true" />}
          Save
        </button>
      </div>
    </form>
  );
}
