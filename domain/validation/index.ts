export * from './rules';
export * from './job';
export * from './company';
export * from './person';
export * from './links';
export * from './textLimits';
export * from './fileUrls';
export * from './names';
