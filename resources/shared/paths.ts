/** Detail and create paths of spec §2: /<resource>/<id> and /<resource>/new. */
export const detailPath = (resource: string, id: string | number) => `/${resource}/${encodeURIComponent(String(id))}`;
export const createPath = (resource: string) => `/${resource}/new`;
