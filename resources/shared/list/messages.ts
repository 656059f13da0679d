/**
 * Texts of the shared list pieces (Smart Filters drawer, chips, copy link, page header, cards),
 * under resources.shared.list. Spec texts word for word.
 */
export const listKitMessages = {} as const;
