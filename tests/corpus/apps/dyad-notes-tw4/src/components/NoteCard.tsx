import { formatDistanceToNow } from "date-fns";
import { fr } from "date-fns/locale";
import { Pin, PinOff, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { useNotes, type Note } from "@/store/notes";
import { showSuccess } from "@/utils/toast";

const colorClasses: Record<Note["color"], string> = {
  yellow: "bg-note-yellow",
  pink: "bg-note-pink",
  blue: "bg-note-blue",
  green: "bg-note-green",
};

export const NoteCard = ({ note, onOpen }: { note: Note; onOpen: (note: Note) => void }) => {
  const { togglePin, removeNote } = useNotes();

  return (
    <div className={cn("note-card group flex flex-col rounded-xl p-4 shadow-sm transition-shadow hover:shadow-md", colorClasses[note.color])}>
      <button type="button" className="text-left" onClick={() => onOpen(note)}>
        <h3 className="font-display text-lg font-semibold text-neutral-900">{note.title}</h3>
        <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-neutral-700">{note.body}</p>
      </button>
      <div className="mt-4 flex flex-wrap gap-1">
        {note.tags.map((tag) => (
          <Badge key={tag} variant="outline" className="border-neutral-900/20 text-neutral-700">#{tag}</Badge>
        ))}
      </div>
      <div className="mt-auto flex items-center justify-between pt-4 text-xs text-neutral-600">
        <span>{formatDistanceToNow(note.updatedAt, { addSuffix: true, locale: fr })}</span>
        <div className="flex opacity-60 transition-opacity group-hover:opacity-100">
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" className="size-7" onClick={() => togglePin(note.id)}>
                {note.pinned ? <PinOff /> : <Pin />}
              </Button>
            </TooltipTrigger>
            <TooltipContent>{note.pinned ? "Désépingler" : "Épingler"}</TooltipContent>
          </Tooltip>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            onClick={() => {
              removeNote(note.id);
              showSuccess("Note supprimée");
            }}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
    </div>
  );
};
