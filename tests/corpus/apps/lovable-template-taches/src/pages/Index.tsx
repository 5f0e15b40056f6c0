import { useEffect, useMemo, useState } from "react";
import { Plus } from "lucide-react";
import { toast as sonner } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { TaskItem } from "@/components/TaskItem";
import { useToast } from "@/hooks/use-toast";
import type { Priority, Task } from "@/types/task";

const STORAGE_KEY = "taches-equipe";

const starterTasks: Task[] = [
  { id: "1", title: "Préparer la réunion de lundi", assignee: "Camille", priority: "haute", done: false, createdAt: "2024-09-02" },
  { id: "2", title: "Relire la maquette de l'accueil", assignee: "Léo", priority: "normale", done: true, createdAt: "2024-09-01" },
  { id: "3", title: "Commander les badges", assignee: "Inès", priority: "basse", done: false, createdAt: "2024-08-30" },
];

type Filter = "toutes" | "a-faire" | "faites";

const loadTasks = (): Task[] => {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as Task[]) : starterTasks;
  } catch {
    return starterTasks;
  }
};

const Index = () => {
  const [tasks, setTasks] = useState<Task[]>(loadTasks);
  const [title, setTitle] = useState("");
  const [assignee, setAssignee] = useState("");
  const [priority, setPriority] = useState<Priority>("normale");
  const [filter, setFilter] = useState<Filter>("toutes");
  const { toast } = useToast();

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tasks));
  }, [tasks]);

  const visible = useMemo(() => {
    if (filter === "a-faire") return tasks.filter((t) => !t.done);
    if (filter === "faites") return tasks.filter((t) => t.done);
    return tasks;
  }, [tasks, filter]);

  const remaining = tasks.filter((t) => !t.done).length;

  const addTask = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      toast({ title: "Titre manquant", description: "Donnez un titre à la tâche.", variant: "destructive" });
      return;
    }
    const task: Task = {
      id: crypto.randomUUID(),
      title: title.trim(),
      assignee: assignee.trim() || "Non assignée",
      priority,
      done: false,
      createdAt: new Date().toISOString().slice(0, 10),
    };
    setTasks((prev) => [task, ...prev]);
    setTitle("");
    setAssignee("");
    toast({ title: "Tâche ajoutée", description: task.title });
  };

  const toggleTask = (id: string) =>
    setTasks((prev) => prev.map((t) => (t.id === id ? { ...t, done: !t.done } : t)));

  const deleteTask = (id: string) => {
    setTasks((prev) => prev.filter((t) => t.id !== id));
    sonner("Tâche supprimée");
  };

  return (
    <div className="min-h-screen bg-muted/40">
      <div className="container max-w-3xl py-10">
        <header className="mb-8">
          <h1 className="text-3xl font-bold tracking-tight">Tâches d'équipe</h1>
          <p className="text-muted-foreground">
            {remaining} tâche{remaining > 1 ? "s" : ""} à faire sur {tasks.length}
          </p>
        </header>

        <Card className="mb-6">
          <CardHeader>
            <CardTitle className="text-lg">Nouvelle tâche</CardTitle>
            <CardDescription>Ajoutez une tâche et assignez-la à quelqu'un.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={addTask} className="grid gap-3 sm:grid-cols-[1fr_160px_130px_auto]">
              <Input placeholder="Ex. : Appeler le fournisseur" value={title} onChange={(e) => setTitle(e.target.value)} />
              <Input placeholder="Assignée à" value={assignee} onChange={(e) => setAssignee(e.target.value)} />
              <select
                value={priority}
                onChange={(e) => setPriority(e.target.value as Priority)}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                <option value="basse">Basse</option>
                <option value="normale">Normale</option>
                <option value="haute">Haute</option>
              </select>
              <Button type="submit">
                <Plus /> Ajouter
              </Button>
            </form>
          </CardContent>
        </Card>

        <div className="mb-4 flex gap-2">
          {(["toutes", "a-faire", "faites"] as Filter[]).map((f) => (
            <Button key={f} size="sm" variant={filter === f ? "secondary" : "ghost"} onClick={() => setFilter(f)}>
              {f === "toutes" ? "Toutes" : f === "a-faire" ? "À faire" : "Faites"}
            </Button>
          ))}
        </div>

        {visible.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">Aucune tâche ici.</p>
        ) : (
          <ul className="space-y-2">
            {visible.map((task) => (
              <TaskItem key={task.id} task={task} onToggle={toggleTask} onDelete={deleteTask} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};

export default Index;
