export type Priority = "basse" | "normale" | "haute";

export interface Task {
  id: string;
  title: string;
  assignee: string;
  priority: Priority;
  done: boolean;
  createdAt: string;
}
