import type { FieldMessages } from './model';

// Each control shows its message (from the shared schemas or the server's 400 `fields`) right under
// it and points at it with aria-describedby.

const messageId = (baseId: string, name: string) => `${baseId}-${name.replace(/\./g, '-')}-error`;

export function fieldProps(
  errors: FieldMessages,
  name: string,
  baseId: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return errors[name] ? { 'aria-invalid': true, 'aria-describedby': messageId(baseId, name) } : {};
}

export function FieldMessage({
  errors,
  name,
  id,
}: {
  errors: FieldMessages;
  name: string;
  id: string;
}) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p id={messageId(id, name)} className="field__error">
      {message}
    </p>
  );
}
