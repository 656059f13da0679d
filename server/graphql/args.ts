/** Argument shapes shared by the entity resolvers. */
import type { ListArgs } from '../services/listArgs';

export type ListQueryArgs = ListArgs;
export interface IdArg {
  _id: string;
}
