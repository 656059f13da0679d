/** Argument shapes shared by the entity resolvers. */
import type { ListArgs } from '../services/listArgs';

export type ListQueryArgs = ListArgs;
export interface IdArg {
  _id: string;
}
/** Every update mutation: the version (updatedAt, else createdAt) of the copy the editor saw. */
export interface VersionArg {
  expectedUpdatedAt?: string | null;
}
