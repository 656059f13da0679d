-- Work a person is waiting for (a résumé just uploaded, a record just edited, a job opened whose
-- vector is missing) is served before the backlog (the seed's or an import's thousands of tasks):
-- an upload used to wait ~40 s behind the demo's 1,102 start-up tasks.
ALTER TABLE ai_tasks ADD COLUMN priority smallint NOT NULL DEFAULT 0;

DROP INDEX ai_tasks_due;
CREATE INDEX ai_tasks_due ON ai_tasks (priority DESC, run_after, id) WHERE status = 'pending';
