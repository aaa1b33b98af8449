import { compareByName, EMPTY_GUID, type LocationIngredient } from '@inroom/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorOf } from '../../locations/form/formModel';
import { useCreateIngredientMutation } from '../api';
import { ingredientName, moved } from './model';
import { IngredientRename } from './IngredientRename';
import { OrderedRowActions } from './OrderedRowActions';
import { FAILED_MESSAGE } from './messages';
import { PickAndAdd } from './PickAndAdd';

const NAME_REQUIRED = 'Ingredient name is required';

/**
 * The item's ingredients, in order: picked from the location's ingredients, or created by name in
 * the current language (locationingredient/create) and then added. Names show in the edited
 * language.
 */
export function IngredientsTab({
  ingredientIds,
  onChange,
  ingredients,
  onCreated,
  locationId,
  languageId,
}: {
  ingredientIds: string[];
  onChange: (update: (ids: string[]) => string[]) => void;
  /** Every ingredient the form knows: the location's and any just created. */
  ingredients: ReadonlyMap<string, LocationIngredient>;
  onCreated: (ingredient: LocationIngredient) => void;
  locationId: string;
  languageId: string;
}) {
  const baseId = useId();
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [createIngredient, createState] = useCreateIngredientMutation();

  const nameOf = (id: string) => ingredientName(ingredients.get(id), languageId) || 'Unnamed';
  const on = new Set(ingredientIds);
  const choices = [...ingredients.values()]
    .filter((ingredient) => ingredient.locationId === locationId && !on.has(ingredient.id))
    .map((ingredient) => ({ id: ingredient.id, name: nameOf(ingredient.id) }))
    .sort(compareByName);

  function addPicked(picked: string) {
    onChange((current) => (current.includes(picked) ? current : [...current, picked]));
  }

  async function create() {
    const name = newName.trim();
    if (!name) {
      setError(NAME_REQUIRED);
      return;
    }
    setError(null);
    let created: LocationIngredient;
    try {
      created = await createIngredient({
        id: EMPTY_GUID,
        locationId,
        translations: [{ languageId, name }],
      }).unwrap();
    } catch (cause) {
      const { fields } = apiErrorOf(cause);
      setError(Object.values(fields)[0] ?? null);
      toast.error(FAILED_MESSAGE);
      return;
    }
    onCreated(created);
    onChange((current) => [...current, created.id]);
    setNewName('');
  }

  return (
    <div className="item-form__section">
      {ingredientIds.length === 0 ? (
        <p className="item-form__muted">This item has no ingredients.</p>
      ) : (
        <ol className="item-form__list" aria-label="Ingredients of the item">
          {ingredientIds.map((id, index) => {
            const name = nameOf(id);
            return (
              <li key={id} className="item-form__list-row">
                <span className="item-form__row-text">{name}</span>
                <OrderedRowActions
                  name={name}
                  index={index}
                  count={ingredientIds.length}
                  onMove={(to) => onChange((current) => moved(current, index, to))}
                  onRemove={() => onChange((current) => current.filter((entry) => entry !== id))}
                  actions={
                    <button
                      type="button"
                      className="button"
                      aria-label={`Rename ${name}`}
                      onClick={() => setRenaming(id)}
                    >
                      Rename
                    </button>
                  }
                />
                {renaming === id && ingredients.get(id) && (
                  <IngredientRename
                    ingredient={ingredients.get(id)!}
                    languageId={languageId}
                    currentName={name === 'Unnamed' ? '' : name}
                    onSaved={onCreated}
                    onClose={() => setRenaming(null)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <PickAndAdd
        label="Ingredient"
        placeholder="Select ingredient"
        buttonLabel="Add"
        choices={choices}
        onAdd={addPicked}
      />
      <div className="item-form__add">
        <label htmlFor={`${baseId}-new`}>New ingredient</label>
        <input
          id={`${baseId}-new`}
          type="text"
          value={newName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${baseId}-new-error` : undefined}
          onChange={(event) => {
            setNewName(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void create();
            }
          }}
        />
        <button
          type="button"
          className="button"
          disabled={createState.isLoading}
          onClick={() => void create()}
        >
          Create and add
        </button>
      </div>
      {error && (
        <p id={`${baseId}-new-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
