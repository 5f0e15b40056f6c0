import { z } from 'zod';

/** The spec's session-storage handoff between the landing idea box, /auth and the studio. */
const PENDING_KEY = 'pendingProjectIdea';
const NEW_PROJECT_KEY = 'newProjectData';

export const PENDING_TITLE_LENGTH = 100;

const newProjectDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
  projectType: z.literal('web'),
  framework: z.literal('React'),
  status: z.literal('generating'),
  created_at: z.string(),
});
export type NewProjectData = z.infer<typeof newProjectDataSchema>;

export function savePendingIdea(idea: string) {
  sessionStorage.setItem(PENDING_KEY, idea);
}

/** Turns a pending idea (if any) into new-project data; returns it so the caller can route to the studio. */
export function promotePendingIdea(): NewProjectData | null {
  const idea = sessionStorage.getItem(PENDING_KEY)?.trim();
  if (!idea) return null;
  const data: NewProjectData = {
    title: idea.slice(0, PENDING_TITLE_LENGTH),
    description: idea,
    prompt: idea,
    projectType: 'web',
    framework: 'React',
    status: 'generating',
    created_at: new Date().toISOString(),
  };
  sessionStorage.setItem(NEW_PROJECT_KEY, JSON.stringify(data));
  sessionStorage.removeItem(PENDING_KEY);
  return data;
}

export function readNewProjectData(): NewProjectData | null {
  const raw = sessionStorage.getItem(NEW_PROJECT_KEY);
  if (!raw) return null;
  try {
    const parsed = newProjectDataSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // unreadable leftovers are dropped below
  }
  sessionStorage.removeItem(NEW_PROJECT_KEY);
  return null;
}

export function clearNewProjectData() {
  sessionStorage.removeItem(NEW_PROJECT_KEY);
}
