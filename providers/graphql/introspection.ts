/**
 * How the static introspection is derived from the contract. Node only (the script and the
 * documents test): the browser loads the generated JSON instead of parsing SDL.
 */
import { buildSchema, introspectionFromSchema } from 'graphql';
import type { IntrospectionQuery } from 'graphql';

export const INTROSPECTION_FILE = 'providers/graphql/schema.introspection.json';
export const SDL_FILE = 'domain/schema.graphql';

export function introspectSdl(sdl: string): IntrospectionQuery {
  // Descriptions are for people reading the SDL; leaving them out keeps the bundle smaller.
  return introspectionFromSchema(buildSchema(sdl), { descriptions: false });
}

export function serialiseIntrospection(introspection: IntrospectionQuery): string {
  return `${JSON.stringify(introspection)}\n`;
}
