/** Regenerates the static introspection after a contract change: npx tsx providers/graphql/generate-introspection.ts */
import { readFileSync, writeFileSync } from 'node:fs';
import { INTROSPECTION_FILE, SDL_FILE, introspectSdl, serialiseIntrospection } from './introspection';

const sdl = readFileSync(SDL_FILE, 'utf8');
writeFileSync(INTROSPECTION_FILE, serialiseIntrospection(introspectSdl(sdl)));
console.log(`${INTROSPECTION_FILE} written from ${SDL_FILE}`);
