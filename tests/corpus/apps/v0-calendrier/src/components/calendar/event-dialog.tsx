"use client"

import { useState } from "react"
import { format } from "date-fns"
import { fr } from "date-fns/locale"
import { CalendarPlus } from "lucide-react"
import { Button } from "~/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import { cn } from "~/lib/utils"
import { KIND_CLASSES, KIND_LABELS, type CalendarEvent, type EventKind } from "~/lib/events"

export function EventDialog({ day, onCreate }: { day: Date; onCreate: (event: Omit<CalendarEvent, "id">) => void }) {
  const [open, setOpen] = useState(false)
  const [title, setTitle] = useState("")
  const [time, setTime] = useState("18:00")
  const [kind, setKind] = useState<EventKind>("reunion")
  const [error, setError] = useState("")

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (title.trim().length < 3) {
      setError("Le titre doit faire au moins 3 caractères.")
      return
    }
    onCreate({ title: title.trim(), time, kind, date: format(day, "yyyy-MM-dd") })
    setTitle("")
    setError("")
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="new-event bg-brand hover:bg-brand/90">
          <CalendarPlus /> Nouvel événement
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Nouvel événement</DialogTitle>
            <DialogDescription>Le {format(day, "EEEE d MMMM", { locale: fr })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="title">Titre</Label>
            <Input id="title" value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={Boolean(error)} />
            {error && <p className="text-sm text-destructive">{error}</p>}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="time">Heure</Label>
            <Input id="time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
          <div className="flex gap-2">
            {(Object.keys(KIND_LABELS) as EventKind[]).map((k) => (
              <button
                type="button"
                key={k}
                onClick={() => setKind(k)}
                className={cn("rounded-full px-3 py-1 text-sm text-white opacity-50", KIND_CLASSES[k], kind === k && "opacity-100 ring-2 ring-offset-2")}
              >
                {KIND_LABELS[k]}
              </button>
            ))}
          </div>
          <DialogFooter>
            <Button type="submit" className="bg-brand hover:bg-brand/90">Ajouter</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
