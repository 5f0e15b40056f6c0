import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useNotes, type Note, type NoteColor } from "@/store/notes";
import { showError, showSuccess } from "@/utils/toast";

const COLORS: { value: NoteColor; className: string }[] = [
  { value: "yellow", className: "bg-note-yellow" },
  { value: "pink", className: "bg-note-pink" },
  { value: "blue", className: "bg-note-blue" },
  { value: "green", className: "bg-note-green" },
];

interface NoteEditorProps {
  open: boolean;
  note: Note | null;
  onOpenChange: (open: boolean) => void;
}

export const NoteEditor = ({ open, note, onOpenChange }: NoteEditorProps) => {
  const { addNote, updateNote } = useNotes();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [tags, setTags] = useState("");
  const [color, setColor] = useState<NoteColor>("yellow");

  useEffect(() => {
    setTitle(note?.title ?? "");
    setBody(note?.body ?? "");
    setTags(note?.tags.join(", ") ?? "");
    setColor(note?.color ?? "yellow");
  }, [note, open]);

  const save = () => {
    if (!title.trim()) {
      showError("Donnez un titre à la note");
      return;
    }
    const parsedTags = tags.split(",").map((t) => t.trim()).filter(Boolean);
    if (note) updateNote(note.id, { title, body, color, tags: parsedTags });
    else addNote({ title, body, color, tags: parsedTags });
    showSuccess(note ? "Note mise à jour" : "Note créée");
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{note ? "Modifier la note" : "Nouvelle note"}</DialogTitle>
        </DialogHeader>
        <Input placeholder="Titre" value={title} onChange={(e) => setTitle(e.target.value)} />
        <Textarea placeholder="Écrivez ici…" rows={6} value={body} onChange={(e) => setBody(e.target.value)} />
        <Input placeholder="Étiquettes, séparées par des virgules" value={tags} onChange={(e) => setTags(e.target.value)} />
        <div className="flex gap-2">
          {COLORS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-label={c.value}
              onClick={() => setColor(c.value)}
              className={cn("size-8 rounded-full border-2", c.className, color === c.value ? "border-neutral-900" : "border-transparent")}
            />
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Annuler</Button>
          <Button onClick={save}>Enregistrer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
