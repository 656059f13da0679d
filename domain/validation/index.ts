export * from './rules';
export * from './job';
export * from './company';
export * from './person';
