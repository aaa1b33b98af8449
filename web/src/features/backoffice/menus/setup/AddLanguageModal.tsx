import type { Language } from '@inroom/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../../../components/Modal';
import './menu-setup.css';
import { useAddMenuLanguageMutation, useGetLanguagesQuery } from '../api';

export const LANGUAGE_REQUIRED = 'Language is required';

export interface AddLanguageModalProps {
  open: boolean;
  menuId: string;
  /** Languages the menu already has: not offered (spec §5). */
  existing: readonly string[];
  onClose: () => void;
  /** The language was added: the page switches to it. */
  onAdded: (languageId: string) => void;
}

/**
 * Spec §2 Add language: a required language select ('Select language') without the menu's own
 * languages, and a loader while menu/addnewlanguage runs. The server starts the new language with
 * the default language's texts, so nothing is blank.
 */
export function AddLanguageModal({
  open,
  menuId,
  existing,
  onClose,
  onAdded,
}: AddLanguageModalProps) {
  const { data: languages = [], isLoading } = useGetLanguagesQuery(undefined, { skip: !open });
  const [addLanguage, { isLoading: saving }] = useAddMenuLanguageMutation();
  const [languageId, setLanguageId] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const formId = `${id}-form`;
  const choices = languages.filter((language: Language) => !existing.includes(language.id));

  const close = () => {
    setLanguageId('');
    setError('');
    onClose();
  };

  const submit = async () => {
    if (!languageId) {
      setError(LANGUAGE_REQUIRED);
      return;
    }
    try {
      await addLanguage({ menuId, languageId }).unwrap();
    } catch (failure) {
      console.error('Error', failure);
      toast.error('Something went wrong');
      return;
    }
    toast.success('Saved successfully');
    setLanguageId('');
    setError('');
    onAdded(languageId);
  };

  return (
    <Modal
      open={open}
      title="Add language"
      small
      onClose={close}
      footer={
        <>
          <button type="button" className="button" onClick={close} disabled={saving}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving && <span className="spinner setup-spinner" aria-hidden="true" />}
            Add
          </button>
        </>
      }
    >
      <form
        className="setup-language-form"
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-language`}>Language</label>
          <select
            id={`${id}-language`}
            className="input"
            required
            value={languageId}
            disabled={saving}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setLanguageId(event.target.value);
              setError('');
            }}
          >
            <option value="" disabled>
              Select language
            </option>
            {choices.map((language) => (
              <option key={language.id} value={language.id}>
                {language.name}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        {(isLoading || saving) && (
          <p className="setup-loader" role="status">
            <span className="spinner setup-spinner" aria-hidden="true" />
            {saving ? 'Adding language…' : 'Loading languages…'}
          </p>
        )}
      </form>
    </Modal>
  );
}
