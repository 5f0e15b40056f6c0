import type { Project } from '@common/projects';
import { createProjectRequest } from '@/lib/projects-api';
import type { NewProjectData } from '@/lib/pending-idea';

let inFlight: Promise<Project> | null = null;

/**
 * Turns the idea kept across sign-in into a real project, once: React may mount the page twice
 * (StrictMode, a fast double navigation) and both mounts must get the same project.
 */
export function createFromNewProjectData(data: NewProjectData): Promise<Project> {
  inFlight ??= createProjectRequest({
    title: data.title,
    description: data.description.slice(0, 2000),
    prompt: data.prompt,
    projectType: 'web',
    framework: 'react',
    status: 'generating',
    firstMessage: data.prompt,
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
