/** Regenerates domain/generated/contract.ts after a contract change: npm run contract:types */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CONTRACT_TYPES_FILE, SDL_FILE, renderContractTypes } from './contractTypes';

mkdirSync(dirname(CONTRACT_TYPES_FILE), { recursive: true });
writeFileSync(CONTRACT_TYPES_FILE, renderContractTypes(readFileSync(SDL_FILE, 'utf8')));
console.log(`${CONTRACT_TYPES_FILE} written from ${SDL_FILE}`);
