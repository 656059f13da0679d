/** Where a signed-in visitor lands when nothing else is asked for: the jobs list. */
export const HOME_PATH = '/jobs';

/** Detail and create paths of spec §2: /<resource>/<id> and /<resource>/new. */
export const detailPath = (resource: string, id: string | number) => `/${resource}/${encodeURIComponent(String(id))}`;
export const createPath = (resource: string) => `/${resource}/new`;
