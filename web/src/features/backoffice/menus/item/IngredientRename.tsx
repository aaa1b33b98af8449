import type { LocationIngredient } from '@inroom/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useUpdateIngredientMutation } from '../api';
import { saveErrorsOf } from '../../locations/form/formModel';
import { FAILED_MESSAGE } from './messages';

/**
 * Renames a location ingredient in the language being edited (locationingredient/update), keeping
 * its names in other languages: how a guest's ingredient names get their translations (issue 6).
 */
export function IngredientRename({
  ingredient,
  languageId,
  currentName,
  onSaved,
  onClose,
}: {
  ingredient: LocationIngredient;
  languageId: string;
  currentName: string;
  onSaved: (ingredient: LocationIngredient) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const [updateIngredient, state] = useUpdateIngredientMutation();

  async function save() {
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Ingredient name is required');
      return;
    }
    const others = ingredient.translations.filter(
      (entry) => entry.languageId !== languageId && entry.name.trim() !== '',
    );
    try {
      const saved = await updateIngredient({
        id: ingredient.id,
        locationId: ingredient.locationId,
        translations: [...others, { languageId, name: trimmed }],
        ...(ingredient.version === undefined ? {} : { version: ingredient.version }),
      }).unwrap();
      onSaved(saved);
      onClose();
    } catch (cause) {
      console.error('Failed to rename ingredient', cause);
      toast.error(FAILED_MESSAGE);
      // Renamed by someone else meanwhile: say so beside the name.
      setError(saveErrorsOf(cause).form ?? null);
    }
  }

  return (
    <div className="item-form__rename">
      <label htmlFor={inputId}>Name in this language</label>
      <input
        id={inputId}
        type="text"
        value={name}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
      />
      {error && <p className="field__error">{error}</p>}
      <button
        type="button"
        className="button"
        disabled={state.isLoading}
        onClick={() => void save()}
      >
        Save name
      </button>
      <button type="button" className="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
