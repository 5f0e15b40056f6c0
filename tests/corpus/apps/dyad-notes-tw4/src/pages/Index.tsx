import { useMemo, useState } from "react";
import { Plus, Search } from "lucide-react";
import { MadeWithDyad } from "@/components/made-with-dyad";
import { NoteCard } from "@/components/NoteCard";
import { NoteEditor } from "@/components/NoteEditor";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useNotes, type Note } from "@/store/notes";

const Index = () => {
  const notes = useNotes((s) => s.notes);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<Note | null>(null);
  const [open, setOpen] = useState(false);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return notes
      .filter((n) => !q || n.title.toLowerCase().includes(q) || n.body.toLowerCase().includes(q) || n.tags.some((t) => t.includes(q)))
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt - a.updatedAt);
  }, [notes, query]);

  const openEditor = (note: Note | null) => {
    setEditing(note);
    setOpen(true);
  };

  return (
    <div className="min-h-screen bg-neutral-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-4">
          <img src="/vite.svg" alt="" className="size-8" />
          <h1 className="font-display text-2xl font-bold">Mes notes</h1>
          <div className="relative ml-auto w-64">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
            <Input className="pl-8" placeholder="Rechercher…" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <Button onClick={() => openEditor(null)}>
            <Plus /> Nouvelle note
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <p className="mb-4 text-sm text-muted-foreground">{visible.length} note(s)</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((note) => (
            <NoteCard key={note.id} note={note} onOpen={openEditor} />
          ))}
        </div>
      </main>
      <NoteEditor open={open} note={editing} onOpenChange={setOpen} />
      <MadeWithDyad />
    </div>
  );
};

export default Index;
