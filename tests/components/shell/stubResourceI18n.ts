export const resourceMessages = { resources: { jobs: { name: 'Job |||| Jobs' } } };
