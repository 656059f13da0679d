/** Texts of the AI panels, under app.ai. Spec texts word for word. */
export const aiMessages = {} as const;
