import { TEXT_LIMITS } from '@inroom/shared';
import { useId } from 'react';
import { FieldMessage, fieldProps } from '../../../../components/FieldMessage';
import type { CallingCodeOption, ContactDraft, FieldMessages } from './formModel';

interface ContactsEditorProps {
  contacts: readonly ContactDraft[];
  callingCodes: readonly CallingCodeOption[];
  errors: FieldMessages;
  adding: boolean;
  /** The contact just added, whose Name field takes the focus. */
  newContactKey?: string | null;
  onAdd: () => void;
  onChange: (index: number, patch: Partial<ContactDraft>) => void;
  onRemove: (index: number) => void;
}

/**
 * Spec §2 Location form, Contacts: the staff texted about new orders. Each has a name, a country
 * code (shown as +code), a phone number (digits) and an Active checkbox, and can be removed.
 */
export function ContactsEditor({
  contacts,
  callingCodes,
  errors,
  adding,
  newContactKey = null,
  onAdd,
  onChange,
  onRemove,
}: ContactsEditorProps) {
  const headingId = useId();
  return (
    <section className="location-form__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Contacts</h2>
      {contacts.length === 0 && <p className="notice">No contacts yet.</p>}
      {contacts.map((contact, index) => (
        <ContactRow
          key={contact.key}
          index={index}
          contact={contact}
          callingCodes={callingCodes}
          errors={errors}
          autoFocus={contact.key === newContactKey}
          onChange={(patch) => onChange(index, patch)}
          onRemove={() => onRemove(index)}
        />
      ))}
      <button type="button" className="button" disabled={adding} onClick={onAdd}>
        Add contact
      </button>
    </section>
  );
}

interface ContactRowProps {
  index: number;
  contact: ContactDraft;
  callingCodes: readonly CallingCodeOption[];
  errors: FieldMessages;
  autoFocus: boolean;
  onChange: (patch: Partial<ContactDraft>) => void;
  onRemove: () => void;
}

function ContactRow({
  index,
  contact,
  callingCodes,
  errors,
  autoFocus,
  onChange,
  onRemove,
}: ContactRowProps) {
  const id = useId();
  const path = `contacts.${index}`;
  const label = `Contact ${index + 1}`;
  // A saved code the list does not offer still shows, rather than silently becoming 'Select code'.
  const codes =
    contact.countryCode && !callingCodes.some((option) => option.code === contact.countryCode)
      ? [{ code: contact.countryCode, countryNames: '' }, ...callingCodes]
      : callingCodes;

  return (
    <fieldset className="contact-row">
      <legend>{label}</legend>
      <div className="field contact-row__name">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          name={`${path}.name`}
          type="text"
          required
          maxLength={TEXT_LIMITS.name}
          autoComplete="off"
          autoFocus={autoFocus}
          value={contact.name}
          onChange={(event) => onChange({ name: event.target.value })}
          {...fieldProps(errors, `${path}.name`, id)}
        />
        <FieldMessage errors={errors} name={`${path}.name`} id={id} />
      </div>
      <div className="field contact-row__code">
        <label htmlFor={`${id}-countryCode`}>Country code</label>
        <select
          id={`${id}-countryCode`}
          name={`${path}.countryCode`}
          required
          value={contact.countryCode}
          onChange={(event) => onChange({ countryCode: event.target.value })}
          {...fieldProps(errors, `${path}.countryCode`, id)}
        >
          <option value="">Select code</option>
          {codes.map((option) => (
            <option key={option.code} value={option.code} title={option.countryNames || undefined}>
              +{option.code}
            </option>
          ))}
        </select>
        <FieldMessage errors={errors} name={`${path}.countryCode`} id={id} />
      </div>
      <div className="field contact-row__phone">
        <label htmlFor={`${id}-phoneNumber`}>Phone number</label>
        <input
          id={`${id}-phoneNumber`}
          name={`${path}.phoneNumber`}
          type="tel"
          inputMode="numeric"
          pattern="[0-9 ]+"
          title="Digits only"
          required
          maxLength={20}
          autoComplete="off"
          value={contact.phoneNumber}
          onChange={(event) => onChange({ phoneNumber: event.target.value })}
          {...fieldProps(errors, `${path}.phoneNumber`, id)}
        />
        <FieldMessage errors={errors} name={`${path}.phoneNumber`} id={id} />
      </div>
      <div className="contact-row__actions">
        <label className="checkbox">
          <input
            type="checkbox"
            name={`${path}.isActive`}
            checked={contact.isActive}
            onChange={(event) => onChange({ isActive: event.target.checked })}
          />
          Active
        </label>
        <button
          type="button"
          className="button"
          aria-label={`Remove contact ${index + 1}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
      <FieldMessage errors={errors} name={`${path}.id`} id={id} />
    </fieldset>
  );
}
