/** The location form's place while its record loads. */
export function FormLoading() {
  return (
    <p className="location-form__loading" role="status">
      <span className="spinner location-form__spinner" aria-hidden="true" />
      Loading...
    </p>
  );
}
