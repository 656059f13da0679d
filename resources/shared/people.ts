/** How a person (employer, job seeker) is named in lists and titles: declared with the person fields. */
export { personName } from '../../domain/entities/person';
