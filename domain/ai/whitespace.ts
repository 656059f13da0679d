/**
 * The text with each run of spaces as one space, or one line end when it holds one (line ends
 * still end a clause or a padding part). The text readers' patterns allow spaces around their
 * parts ('5 + years', '2015 - present', a label after a sentence's end); over a long run of
 * spaces such a pattern tries every way to share the run among them, and 6,000 spaces and line
 * ends in a 50,000-character job description cost seconds of the server's one thread. Over runs
 * of one the same patterns are linear. Readers that split, tokenise or quote the text see the
 * same words either way.
 */
export const oneSpaceRuns = (text: string): string => text.replace(/\s+/g, (run) => (run.includes('\n') ? '\n' : ' '));
