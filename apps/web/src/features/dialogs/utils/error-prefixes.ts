// The dialogs feature words its problem codes itself (`dialogs.errors.<CODE>`).
export const DIALOG_ERROR_PREFIXES = ['dialogs.errors'] as const;
