// Each form control shows its message (from the shared schemas, the browser's own check or the
// server's 400 `fields`) right under it, and points at it with aria-describedby.

/** Messages keyed by field name (dotted for nested fields, e.g. `contacts.0.value`). */
export type FieldMessages = Record<string, string>;

const messageId = (baseId: string, name: string) => `${baseId}-${name.replace(/\./g, '-')}-error`;

/** aria-invalid and aria-describedby for a control whose field has a message. */
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
