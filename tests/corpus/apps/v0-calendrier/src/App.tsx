"use client"

import { useEffect, useState } from "react"
import { addMonths, format, isSameDay, subMonths } from "date-fns"
import { fr } from "date-fns/locale"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { EventDialog } from "~/components/calendar/event-dialog"
import { MonthGrid } from "~/components/calendar/month-grid"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs"
import { KIND_CLASSES, KIND_LABELS, loadEvents, saveEvents, type CalendarEvent } from "~/lib/events"

export default function App() {
  const [events, setEvents] = useState<CalendarEvent[]>(loadEvents)
  const [month, setMonth] = useState(() => new Date())
  const [selected, setSelected] = useState(() => new Date())

  useEffect(() => saveEvents(events), [events])

  const upcoming = [...events].sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`))
  const ofSelected = events.filter((e) => isSameDay(new Date(`${e.date}T00:00`), selected))

  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8 font-sans">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Agenda de l'association</h1>
          <p className="text-muted-foreground">Les Amis du Vieux Moulin</p>
        </div>
        <EventDialog day={selected} onCreate={(e) => setEvents((list) => [...list, { ...e, id: crypto.randomUUID() }])} />
      </header>

      <Tabs defaultValue="mois">
        <div className="mb-4 flex items-center justify-between">
          <TabsList>
            <TabsTrigger value="mois">Mois</TabsTrigger>
            <TabsTrigger value="liste">Liste</TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="icon" onClick={() => setMonth((m) => subMonths(m, 1))} aria-label="Mois précédent"><ChevronLeft /></Button>
            <span className="w-40 text-center font-medium capitalize">{format(month, "MMMM yyyy", { locale: fr })}</span>
            <Button variant="outline" size="icon" onClick={() => setMonth((m) => addMonths(m, 1))} aria-label="Mois suivant"><ChevronRight /></Button>
          </div>
        </div>
        <TabsContent value="mois" className="grid gap-6 lg:grid-cols-[1fr_280px]">
          <MonthGrid month={month} events={events} selected={selected} onSelect={setSelected} />
          <aside className="space-y-3">
            <h2 className="font-semibold capitalize">{format(selected, "EEEE d MMMM", { locale: fr })}</h2>
            {ofSelected.length === 0 && <p className="text-sm text-muted-foreground">Rien de prévu ce jour-là.</p>}
            {ofSelected.map((e) => (
              <div key={e.id} className="rounded-lg border p-3">
                <p className="font-medium">{e.title}</p>
                <p className="text-sm text-muted-foreground">{e.time}</p>
              </div>
            ))}
          </aside>
        </TabsContent>
        <TabsContent value="liste">
          <ul className="divide-y rounded-xl border">
            {upcoming.map((e) => (
              <li key={e.id} className="flex items-center gap-4 p-4">
                <span className="w-28 text-sm capitalize text-muted-foreground">{format(new Date(`${e.date}T00:00`), "EEE d MMM", { locale: fr })}</span>
                <span className="w-14 text-sm">{e.time}</span>
                <span className="flex-1 font-medium">{e.title}</span>
                <Badge className={KIND_CLASSES[e.kind]}>{KIND_LABELS[e.kind]}</Badge>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </div>
  )
}
