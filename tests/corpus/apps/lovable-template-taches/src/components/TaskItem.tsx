import { Check, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import type { Task } from "@/types/task";

const priorityStyles: Record<Task["priority"], string> = {
  basse: "bg-emerald-100 text-emerald-700",
  normale: "bg-sky-100 text-sky-700",
  haute: "bg-rose-100 text-rose-700",
};

interface TaskItemProps {
  task: Task;
  onToggle: (id: string) => void;
  onDelete: (id: string) => void;
}

export const TaskItem = ({ task, onToggle, onDelete }: TaskItemProps) => (
  <li className="flex items-center gap-3 rounded-md border bg-card px-4 py-3">
    <button
      type="button"
      aria-label={task.done ? "Marquer à faire" : "Marquer comme faite"}
      onClick={() => onToggle(task.id)}
      className={cn(
        "flex h-5 w-5 items-center justify-center rounded-full border-2 transition-colors",
        task.done ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/40"
      )}
    >
      {task.done && <Check className="h-3 w-3" />}
    </button>
    <div className="flex-1">
      <p className={cn("font-medium", task.done && "text-muted-foreground line-through")}>{task.title}</p>
      <p className="text-xs text-muted-foreground">{task.assignee}</p>
    </div>
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", priorityStyles[task.priority])}>
      {task.priority}
    </span>
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" onClick={() => onDelete(task.id)} aria-label="Supprimer">
          <Trash2 />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Supprimer la tâche</TooltipContent>
    </Tooltip>
  </li>
);
