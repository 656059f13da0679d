/** Turns a resume's text into a short professional overview. */
export interface OverviewWriter {
  readonly name: string;
  write(resumeText: string): Promise<string>;
}
