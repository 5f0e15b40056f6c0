import type { Database } from '../../db/client.js';
import { findOwnProject, readVersion } from '../projects/index.js';
import { makeSourceArchive } from './make-source-archive.js';

/** A saved version of the caller's project (the current one by default) as a source archive. */
export async function exportSource(db: Database, input: { userId: string; projectId: string; version?: number }) {
  const project = await findOwnProject(db, input.userId, input.projectId);
  const number = input.version ?? project.versionNumber;
  const { files } = await readVersion(db, input.userId, project.id, number);
  return makeSourceArchive({ title: project.title, versionNumber: number, files });
}
