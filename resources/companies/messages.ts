/**
 * This resource's screen texts beyond its field labels (detail, create, dialogs, messages), merged
 * into the catalogue under resources.companies.screen by resources/i18n.ts. Spec texts word for word.
 */
export const screenMessages = {} as const;
