/** A name in one language, as catalog records hold it; `text` is unknown so a test can send junk. */
export const name = (languageId: string, text: unknown) => ({ languageId, name: text });

export const english = { id: 'en', name: 'English' };
export const danish = { id: 'da', name: 'Danish' };
