import { useId, useState } from 'react';

/** A select of choices and an Add button: how the item modal links an existing record. */
export function PickAndAdd({
  label,
  placeholder,
  buttonLabel,
  choices,
  onAdd,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  choices: readonly { id: string; name: string }[];
  onAdd: (id: string) => void;
}) {
  const selectId = useId();
  const [picked, setPicked] = useState('');
  return (
    <div className="item-form__add">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} value={picked} onChange={(event) => setPicked(event.target.value)}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={!picked}
        onClick={() => {
          onAdd(picked);
          setPicked('');
        }}
      >
        {buttonLabel}
      </button>
    </div>
  );
}
