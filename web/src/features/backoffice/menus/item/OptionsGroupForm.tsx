import {
  OPTIONS_GROUP_TYPE,
  OPTIONS_GROUP_TYPE_NAMES,
  type OptionsGroupType,
} from '@inroom/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { FieldMessage, fieldProps } from '../../../../components/FieldMessage';
import {
  groupInputOf,
  moved,
  newOptionDraft,
  type FieldMessages,
  type GroupDraft,
  type GroupValue,
  type OptionDraft,
} from './model';
import { OrderedRowActions } from './OrderedRowActions';

const TYPES: OptionsGroupType[] = [
  OPTIONS_GROUP_TYPE.required,
  OPTIONS_GROUP_TYPE.optional,
  OPTIONS_GROUP_TYPE.optionalRemove,
];

/**
 * Spec §5 options group form: name, type, quantity (numeric), 'Reusable', and the options with a
 * name and a price difference (both required; the difference may be negative), in an order the
 * up and down buttons change. It is a fieldset inside the item's form: Enter saves the group, not
 * the item. The group is handed back checked against optionsGroupInputSchema.
 */
export function OptionsGroupForm({
  initial,
  isNew,
  languageId,
  currencyCode,
  busy,
  serverErrors,
  onSave,
  onCancel,
}: {
  initial: GroupDraft;
  isNew: boolean;
  languageId: string;
  currencyCode: string;
  busy: boolean;
  serverErrors: FieldMessages;
  onSave: (group: GroupValue) => void;
  onCancel: () => void;
}) {
  const baseId = useId();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<FieldMessages>({});
  const errors = { ...serverErrors, ...checked };
  const legend = isNew ? 'New options group' : 'Edit options group';

  const patch = (changes: Partial<GroupDraft>, clear: string[] = []) => {
    setDraft((current) => ({ ...current, ...changes }));
    if (clear.length) {
      setChecked((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      );
    }
  };
  const patchOption = (index: number, changes: Partial<OptionDraft>, field: string) => {
    setDraft((current) => ({
      ...current,
      options: current.options.map((option, at) =>
        at === index ? { ...option, ...changes } : option,
      ),
    }));
    setChecked((current) => {
      const next = { ...current };
      delete next[`options.${index}.${field}`];
      return next;
    });
  };
  // Messages of options are keyed by position: they would point at the wrong row once rows move.
  const reorder = (options: OptionDraft[]) => {
    setDraft((current) => ({ ...current, options }));
    setChecked((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('options.'))),
    );
  };

  function save() {
    const result = groupInputOf(draft, languageId, currencyCode);
    if (!result.ok) {
      setChecked(result.errors);
      return;
    }
    setChecked({});
    onSave(result.input);
  }

  function keyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    }
  }

  const optionsMessage = errors.options;
  const otherMessages = Object.entries(errors).filter(
    ([key]) =>
      !['name', 'type', 'quantity', 'options', 'isReusable'].includes(key) &&
      !/^options\.\d+\.(name|priceDifference)$/.test(key),
  );

  return (
    <fieldset className="group-form" onKeyDown={keyDown} disabled={busy}>
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={`${baseId}-name`}>Name</label>
        <input
          id={`${baseId}-name`}
          type="text"
          value={draft.name}
          required
          onChange={(event) => patch({ name: event.target.value }, ['name'])}
          {...fieldProps(errors, 'name', baseId)}
        />
        <FieldMessage errors={errors} name="name" id={baseId} />
      </div>
      <div className="group-form__row">
        <div className="field">
          <label htmlFor={`${baseId}-type`}>Type</label>
          <select
            id={`${baseId}-type`}
            value={draft.type}
            required
            onChange={(event) =>
              patch(
                {
                  type:
                    event.target.value === ''
                      ? ''
                      : (Number(event.target.value) as OptionsGroupType),
                },
                ['type', 'quantity'],
              )
            }
            {...fieldProps(errors, 'type', baseId)}
          >
            <option value="">Select type</option>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {OPTIONS_GROUP_TYPE_NAMES[type]}
              </option>
            ))}
          </select>
          <FieldMessage errors={errors} name="type" id={baseId} />
        </div>
        <div className="field">
          <label htmlFor={`${baseId}-quantity`}>Quantity</label>
          <input
            id={`${baseId}-quantity`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.quantityText}
            onChange={(event) => patch({ quantityText: event.target.value }, ['quantity'])}
            {...fieldProps(errors, 'quantity', baseId)}
          />
          <FieldMessage errors={errors} name="quantity" id={baseId} />
        </div>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.isReusable}
          // A saved group stays what it is: reusable groups are changed on their own, the others
          // with their item.
          disabled={!isNew}
          onChange={(event) => patch({ isReusable: event.target.checked })}
        />
        Reusable
      </label>

      <h4 className="group-form__heading">Options</h4>
      {draft.options.length === 0 ? (
        <p className="item-form__muted">No options yet.</p>
      ) : (
        <ol className="item-form__list">
          {draft.options.map((option, index) => {
            const label = option.name.trim() || `Option ${index + 1}`;
            return (
              <li key={option.key} className="option-row">
                <div className="field">
                  <label htmlFor={`${baseId}-${option.key}-name`}>Option name</label>
                  <input
                    id={`${baseId}-${option.key}-name`}
                    type="text"
                    value={option.name}
                    required
                    onChange={(event) => patchOption(index, { name: event.target.value }, 'name')}
                    {...fieldProps(errors, `options.${index}.name`, baseId)}
                  />
                  <FieldMessage errors={errors} name={`options.${index}.name`} id={baseId} />
                </div>
                <div className="field">
                  <label htmlFor={`${baseId}-${option.key}-price`}>Price difference</label>
                  <input
                    id={`${baseId}-${option.key}-price`}
                    type="text"
                    inputMode="decimal"
                    placeholder="0.00"
                    value={option.priceText}
                    required
                    onChange={(event) =>
                      patchOption(index, { priceText: event.target.value }, 'priceDifference')
                    }
                    {...fieldProps(errors, `options.${index}.priceDifference`, baseId)}
                  />
                  <FieldMessage
                    errors={errors}
                    name={`options.${index}.priceDifference`}
                    id={baseId}
                  />
                </div>
                <OrderedRowActions
                  name={label}
                  index={index}
                  count={draft.options.length}
                  onMove={(to) => reorder(moved(draft.options, index, to))}
                  onRemove={() => reorder(draft.options.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
      )}
      {optionsMessage && <p className="field__error">{optionsMessage}</p>}
      <div>
        <button
          type="button"
          className="button"
          onClick={() => {
            patch({ options: [...draft.options, newOptionDraft()] }, ['options', 'quantity']);
          }}
        >
          Add option
        </button>
      </div>
      {otherMessages.length > 0 && (
        <div className="item-form__problems" role="alert">
          {otherMessages.map(([key, message]) => (
            <p key={key}>{message}</p>
          ))}
        </div>
      )}
      <div className="item-form__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={save}>
          {busy ? 'Saving…' : 'Save group'}
        </button>
      </div>
    </fieldset>
  );
}
