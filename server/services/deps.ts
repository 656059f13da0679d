import type { Db } from '../db/client';
import type { FileStore } from '../storage/fileStore';

/** What every service factory receives. */
export interface ServiceDeps {
  db: Db;
  files: FileStore;
}

/** Who is acting: written as createdBy / updatedBy / changedBy. */
export interface Actor {
  email: string;
}
