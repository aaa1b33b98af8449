/** Spec §2 Terms page: Danish for a browser set to da or da-DK (any case), English otherwise. */
export function prefersDanish(language: string | undefined): boolean {
  return /^da(-dk)?$/i.test(language ?? '');
}
