import { WEEKDAYS, type MenuInput } from '@inroom/shared';
import { useId, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { Modal } from '../../../../components/Modal';
import {
  formValuesOf,
  normalizeTimeOfDay,
  TIME_OF_DAY_PATTERN,
  toMenuInput,
  validateMenu,
  WEEKDAY_LABELS,
  type MenuFormValues,
  type MenuSource,
} from './menuInput';

export interface MenuFormModalProps {
  title: 'Create menu' | 'Edit menu';
  /** The menu edited, or the template a new one starts from (with the location's id). */
  menu: MenuSource;
  /** Where the menu sits in the list: the list's length for a new menu. */
  sortOrder: number;
  /** The location's IANA time zone, named in the hint beside the times. */
  timeZone?: string;
  saving: boolean;
  /** What the server refused the last save with (a 409: saved by someone else meanwhile). */
  saveErrors?: Record<string, string>;
  onClose: () => void;
  /** Sends the validated menu; the parent closes the modal once it is saved. */
  onSave: (input: MenuInput) => void;
}

/** The menu form of spec §2 in the generic modal, validated with the shared menu schema. */
export function MenuFormModal({
  title,
  menu,
  sortOrder,
  timeZone,
  saving,
  saveErrors = {},
  onClose,
  onSave,
}: MenuFormModalProps) {
  const id = useId();
  const [values, setValues] = useState<MenuFormValues>(() => formValuesOf(menu));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const hintId = `${id}-time-hint`;
  const formId = `${id}-form`;

  const set = <K extends keyof MenuFormValues>(key: K, value: MenuFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = toMenuInput(menu, values, sortOrder);
    const problems = validateMenu(input);
    if (problems) {
      setErrors(problems);
      const first = (['name', 'availableFrom', 'availableTo'] as const).find(
        (key) => problems[key],
      );
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSave(input);
  }

  const errorId = (name: string) => `${id}-${name}-error`;
  const described = (name: string, extra?: string) => {
    const ids = [extra, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ');
    return {
      ...(errors[name] ? { 'aria-invalid': true as const } : {}),
      ...(ids ? { 'aria-describedby': ids } : {}),
    };
  };
  const message = (name: string) =>
    errors[name] ? (
      <p id={errorId(name)} className="field__error">
        {errors[name]}
      </p>
    ) : null;
  // A native time input follows the browser's locale (AM/PM in en-US); spec §4 wants 24-hour
  // times everywhere, so the times are text fields that take and show 'HH:MM'.
  const timeField = (name: 'availableFrom' | 'availableTo') => ({
    id: `${id}-${name}`,
    type: 'text',
    inputMode: 'numeric' as const,
    pattern: TIME_OF_DAY_PATTERN,
    placeholder: 'HH:MM',
    maxLength: 5,
    autoComplete: 'off',
    spellCheck: false,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) =>
      set(name, normalizeTimeOfDay(event.target.value)),
  });
  const otherErrors = Object.entries({ ...saveErrors, ...errors }).filter(
    ([key]) => !['name', 'availableFrom', 'availableTo'].includes(key),
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
          <button type="submit" form={formId} className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id={formId} className="menu-form" noValidate aria-label={title} onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            type="text"
            value={values.name}
            autoComplete="off"
            onChange={(event) => set('name', event.target.value)}
            {...described('name')}
          />
          {message('name')}
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.isNameVisible}
            onChange={(event) => set('isNameVisible', event.target.checked)}
          />
          Display name?
        </label>
        <p id={hintId} className="menu-form__hint">
          Times are wall-clock times in the location’s time zone
          {timeZone ? ` (${timeZone})` : ''}, in 24-hour form (HH:MM).
        </p>
        <div className="menu-form__times">
          <div className="field">
            <label htmlFor={`${id}-availableFrom`}>Available from</label>
            <input {...timeField('availableFrom')} {...described('availableFrom', hintId)} />
            {message('availableFrom')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-availableTo`}>Available to</label>
            <input {...timeField('availableTo')} {...described('availableTo', hintId)} />
            {message('availableTo')}
          </div>
        </div>
        <fieldset className="menu-form__days">
          <legend>Days</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="checkbox">
              <input
                type="checkbox"
                checked={values[day]}
                onChange={(event) => set(day, event.target.checked)}
              />
              {WEEKDAY_LABELS[day]}
            </label>
          ))}
        </fieldset>
        {otherErrors.length > 0 && (
          <ul className="field__error" role="alert">
            {otherErrors.map(([key, text]) => (
              <li key={key}>{text}</li>
            ))}
          </ul>
        )}
      </form>
    </Modal>
  );
}
