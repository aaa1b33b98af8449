import {
  compareByName,
  EMPTY_GUID,
  formatMoney,
  isNewId,
  OPTIONS_GROUP_TYPE_NAMES,
  translatedName,
  type CurrencyDisplay,
  type OptionsGroupView,
} from '@inroom/shared';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { saveErrorsOf } from '../../locations/form/formModel';
import {
  useCreateOptionsGroupMutation,
  useDeleteOptionsGroupMutation,
  useLazyGetNewOptionsGroupQuery,
  useUpdateOptionsGroupMutation,
} from '../api';
import {
  groupDraftOf,
  groupValueOf,
  moved,
  nextKey,
  type FieldMessages,
  type GroupDraft,
  type GroupLink,
  type GroupValue,
} from './model';
import { OptionsGroupForm } from './OptionsGroupForm';
import { OrderedRowActions } from './OrderedRowActions';
import { DELETED_MESSAGE, FAILED_MESSAGE, SAVED_MESSAGE } from './messages';
import { PickAndAdd } from './PickAndAdd';

type Editing = { key: string | null; draft: GroupDraft } | null;

/**
 * The item's options groups (spec §4 Options group creation): a reusable group of the location is
 * linked by picking it; 'New group' opens the group form. A new reusable group is created through
 * optionsgroup/create and then linked by id; a group for this item alone stays here and is saved
 * with the item. Editing a reusable group saves it at once (optionsgroup/update); 'Delete group'
 * deletes a reusable group everywhere (optionsgroup/delete) after a confirmation.
 */
export function OptionsGroupsTab({
  groups,
  onChange,
  locationId,
  locationGroups,
  languageId,
  currency,
  onFormOpenChange,
}: {
  groups: GroupLink[];
  onChange: (update: (groups: GroupLink[]) => GroupLink[]) => void;
  locationId: string;
  locationGroups: readonly OptionsGroupView[];
  languageId: string;
  currency: CurrencyDisplay;
  /** Told whether the group form is open: the item is not saved over an unsaved group. */
  onFormOpenChange?: (open: boolean) => void;
}) {
  const [fetchNewGroup, newGroupState] = useLazyGetNewOptionsGroupQuery();
  const [createGroup, createState] = useCreateOptionsGroupMutation();
  const [updateGroup, updateState] = useUpdateOptionsGroupMutation();
  const [deleteGroup, deleteState] = useDeleteOptionsGroupMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);

  useEffect(() => {
    onFormOpenChange?.(editing !== null);
  }, [editing, onFormOpenChange]);

  const linkedIds = new Set(groups.map((link) => link.optionsGroupId));
  const choices = locationGroups
    .filter((group) => group.isReusable && !group.isDeleted && !linkedIds.has(group.id))
    .map((group) => ({ id: group.id, name: translatedName(group.translations, languageId) }))
    .sort(compareByName);
  const nameOf = (group: GroupValue) =>
    translatedName(group.translations, languageId) || 'Unnamed group';

  function addPicked(picked: string) {
    const group = locationGroups.find((candidate) => candidate.id === picked);
    if (!group) return;
    onChange((current) => [
      ...current,
      { key: nextKey('group'), optionsGroupId: group.id, group: groupValueOf(group) },
    ]);
  }

  async function openNew() {
    let template;
    try {
      template = await fetchNewGroup(undefined, true).unwrap();
    } catch {
      toast.error(FAILED_MESSAGE);
      return;
    }
    const blank: GroupValue = {
      ...groupValueOf({ ...template, id: EMPTY_GUID, locationId } as GroupValue),
      options: [],
    };
    setServerErrors({});
    setEditing({ key: null, draft: groupDraftOf(blank, languageId, currency.id) });
  }

  function openEdit(link: GroupLink) {
    setServerErrors({});
    setConfirmingDelete(null);
    setEditing({ key: link.key, draft: groupDraftOf(link.group, languageId, currency.id) });
  }

  async function saveGroup(group: GroupValue) {
    if (!editing) return;
    const key = editing.key;
    let saved = group;
    if (group.isReusable) {
      try {
        const view = isNewId(group.id)
          ? await createGroup(group).unwrap()
          : await updateGroup(group).unwrap();
        saved = groupValueOf(view);
      } catch (error) {
        setServerErrors(saveErrorsOf(error));
        toast.error(FAILED_MESSAGE);
        return;
      }
      toast.success(SAVED_MESSAGE);
    }
    // A group for this item alone is never sent on its own: it goes with the item.
    onChange((current) =>
      key === null
        ? [...current, { key: nextKey('group'), optionsGroupId: saved.id, group: saved }]
        : current.map((link) =>
            link.key === key ? { ...link, optionsGroupId: saved.id, group: saved } : link,
          ),
    );
    setEditing(null);
  }

  async function removeEverywhere(link: GroupLink) {
    try {
      await deleteGroup({ id: link.optionsGroupId, locationId }).unwrap();
    } catch {
      toast.error(FAILED_MESSAGE);
      return;
    }
    setConfirmingDelete(null);
    onChange((current) => current.filter((entry) => entry.key !== link.key));
    toast.success(DELETED_MESSAGE);
  }

  const unlink = (key: string) =>
    onChange((current) => current.filter((entry) => entry.key !== key));

  if (editing) {
    return (
      <OptionsGroupForm
        initial={editing.draft}
        isNew={editing.key === null}
        languageId={languageId}
        currencyCode={currency.id}
        busy={createState.isLoading || updateState.isLoading}
        serverErrors={serverErrors}
        onSave={(group) => void saveGroup(group)}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="item-form__section">
      {groups.length === 0 ? (
        <p className="item-form__muted">This item has no options groups.</p>
      ) : (
        <ol className="item-form__list" aria-label="Options groups of the item">
          {groups.map((link, index) => {
            const name = nameOf(link.group);
            return (
              <li key={link.key} className="item-form__list-row">
                <div className="item-form__row-text">
                  <strong>{name}</strong>
                  <span className="item-form__muted">
                    {' '}
                    {OPTIONS_GROUP_TYPE_NAMES[link.group.type]} · quantity {link.group.quantity}
                    {link.group.isReusable ? ' · reusable' : ''}
                  </span>
                  <span className="item-form__muted item-form__options-summary">
                    {link.group.options
                      .map(
                        (option) =>
                          `${translatedName(option.translations, languageId)} (${formatMoney(option.priceDifference, currency)})`,
                      )
                      .join(', ')}
                  </span>
                </div>
                <OrderedRowActions
                  name={name}
                  index={index}
                  count={groups.length}
                  onMove={(to) => onChange((current) => moved(current, index, to))}
                  onRemove={() => unlink(link.key)}
                  actions={
                    <button
                      type="button"
                      className="button"
                      aria-label={`Edit ${name}`}
                      onClick={() => openEdit(link)}
                    >
                      Edit
                    </button>
                  }
                  trailing={
                    link.group.isReusable && (
                      <button
                        type="button"
                        className="button"
                        aria-label={`Delete group ${name}`}
                        onClick={() => setConfirmingDelete(link.key)}
                      >
                        Delete group
                      </button>
                    )
                  }
                />
                {confirmingDelete === link.key && (
                  <div className="item-form__confirm" role="alertdialog" aria-label="Delete group">
                    <p>Are you sure you want to delete? {name} is removed from every menu item.</p>
                    <button
                      type="button"
                      className="button"
                      onClick={() => setConfirmingDelete(null)}
                    >
                      Cancel
                    </button>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={deleteState.isLoading}
                      onClick={() => void removeEverywhere(link)}
                    >
                      OK
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <PickAndAdd
        label="Reusable group"
        placeholder="Select group"
        buttonLabel="Add group"
        choices={choices}
        onAdd={addPicked}
      />
      <div>
        <button
          type="button"
          className="button"
          disabled={newGroupState.isFetching}
          onClick={() => void openNew()}
        >
          New group
        </button>
      </div>
    </div>
  );
}
