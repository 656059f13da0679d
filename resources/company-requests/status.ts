/** Only a pending request can still be decided (spec §4); its chip colour is in ../shared/statusColors. */
export const isDecidable = (status: unknown) => status === 'pending';
