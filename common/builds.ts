import { z } from 'zod';
import { filesMapSchema, projectTitleSchema } from './projects.js';

/** Files not saved in a project yet (the demo studio) exported as a source archive. */
export const exportFilesSchema = z.object({ title: projectTitleSchema, files: filesMapSchema });
export type ExportFilesInput = z.input<typeof exportFilesSchema>;
