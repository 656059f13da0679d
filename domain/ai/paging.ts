/**
 * The total a candidates table shows (spec §4): the server does not count candidates, so a page
 * shorter than the page size ends the list (exact total); a full page claims one more row than
 * its end, which keeps Next enabled.
 */
export function candidatesTotal(page: number, size: number, rowsOnPage: number): number {
  const start = page * size;
  return rowsOnPage < size ? start + rowsOnPage : start + size + 1;
}
