/** Documents of the custom data provider methods (the AI calls and job seeker notes). */
export const CUSTOM_DOCUMENTS = {
  getRelevantCandidates:
    'query GetRelevantCandidates($jobId: ID!, $page: Int, $size: Int) { getRelevantCandidates(jobId: $jobId, page: $page, size: $size) ' +
    '{ _id personalDetails { fullName firstName lastName email city state country } ' +
    'jobPreferences { jobType location preferredRoles } overview experience relevancyScore ' +
    'match { matchedSkills missingSkills } } }',
  getRelevancyScore:
    'query GetRelevancyScore($jobId: ID!, $jobSeekerId: ID!) { getRelevancyScore(jobId: $jobId, jobSeekerId: $jobSeekerId) }',
  explainMatch:
    'query ExplainMatch($jobId: ID!, $jobSeekerId: ID!) { explainMatch(jobId: $jobId, jobSeekerId: $jobSeekerId) ' +
    '{ jobId jobSeekerId matchedSkills missingSkills relevancyScore seekerYears requiredYears roleAboveOpening evidence { requirement phrase } adWords } }',
  createJobEmbedding: 'mutation CreateJobEmbedding($id: ID!) { createJobEmbedding(id: $id) { _id embeddings } }',
  createJobSeekerOverview:
    'mutation CreateJobSeekerOverview($jobSeekerId: ID!) { createJobSeekerOverview(jobSeekerId: $jobSeekerId) ' +
    '{ _id overview jobSeekerDescription } }',
  createJobSeekerEmbedding:
    'mutation CreateJobSeekerEmbedding($id: ID!) { createJobSeekerEmbedding(id: $id) { _id embedding { vector updatedAt } } }',
  addJobSeekerNote:
    'mutation AddJobSeekerNote($jobSeekerId: ID!, $note: String!) { addJobSeekerNote(jobSeekerId: $jobSeekerId, note: $note) ' +
    '{ id note changedBy date } }',
  globalSearch:
    'query GlobalSearch($query: String!, $size: Int) { globalSearch(query: $query, size: $size) ' +
    '{ list hits { id title subtitle score } seeAll { key value } } }',
  savedViews: 'query SavedViews($list: String!) { savedViews(list: $list) { id list name shared mine ownerName filters { key value boolValue } droppedFilters sort { field direction } isDefault createdAt updatedAt } }',
  createSavedView: 'mutation CreateSavedView($input: SavedViewInput!) { createSavedView(input: $input) { id list name shared mine ownerName filters { key value boolValue } droppedFilters sort { field direction } isDefault createdAt updatedAt } }',
  updateSavedView:
    'mutation UpdateSavedView($id: ID!, $name: String, $shared: Boolean) { updateSavedView(id: $id, name: $name, shared: $shared) ' +
    '{ id list name shared mine ownerName filters { key value boolValue } droppedFilters sort { field direction } isDefault createdAt updatedAt } }',
  deleteSavedView: 'mutation DeleteSavedView($id: ID!) { deleteSavedView(id: $id) }',
  setDefaultSavedView: 'mutation SetDefaultSavedView($list: String!, $id: ID) { setDefaultSavedView(list: $list, id: $id) }',
  bulkDelete:
    'mutation DeleteRecords($list: String!, $ids: [ID!], $filters: [FilterInput!], $expectedCount: Int!) ' +
    '{ deleteRecords(list: $list, ids: $ids, filters: $filters, expectedCount: $expectedCount) { succeeded failed { id message } } }',
  bulkUpdateCompanyRequests:
    'mutation BulkUpdateCompanyRequests($status: CompanyRequestStatus!, $ids: [ID!], $filters: [FilterInput!], $expectedCount: Int!) ' +
    '{ bulkUpdateCompanyRequests(status: $status, ids: $ids, filters: $filters, expectedCount: $expectedCount) { succeeded failed { id message } } }',
  deleteJobSeekerNote:
    'mutation DeleteJobSeekerNote($jobSeekerId: ID!, $noteId: ID!) { deleteJobSeekerNote(jobSeekerId: $jobSeekerId, noteId: $noteId) }',
} as const;

export type CustomDocumentName = keyof typeof CUSTOM_DOCUMENTS;
