/** Spec §8 toasts of the menu item modal. */
export const FAILED_MESSAGE = 'Something went wrong';
export const SAVED_MESSAGE = 'saved';
export const DELETED_MESSAGE = 'Deleted';
