import { addDays, format, startOfMonth } from "date-fns"

export type EventKind = "sport" | "culture" | "reunion"

export interface CalendarEvent {
  id: string
  title: string
  date: string
  time: string
  kind: EventKind
}

export const KIND_LABELS: Record<EventKind, string> = {
  sport: "Sport",
  culture: "Culture",
  reunion: "Réunion",
}

export const KIND_CLASSES: Record<EventKind, string> = {
  sport: "bg-event-sport",
  culture: "bg-event-culture",
  reunion: "bg-event-reunion",
}

const STORAGE_KEY = "agenda-evenements"

function sampleEvents(): CalendarEvent[] {
  const start = startOfMonth(new Date())
  const at = (days: number) => format(addDays(start, days), "yyyy-MM-dd")
  return [
    { id: "e1", title: "Assemblée générale", date: at(4), time: "18:30", kind: "reunion" },
    { id: "e2", title: "Tournoi de pétanque", date: at(9), time: "14:00", kind: "sport" },
    { id: "e3", title: "Ciné-club : Les Glaneurs", date: at(12), time: "20:00", kind: "culture" },
    { id: "e4", title: "Randonnée des crêtes", date: at(19), time: "08:30", kind: "sport" },
    { id: "e5", title: "Bureau de l'association", date: at(19), time: "19:00", kind: "reunion" },
  ]
}

export function loadEvents(): CalendarEvent[] {
  const saved = localStorage.getItem(STORAGE_KEY)
  if (saved) {
    try {
      return JSON.parse(saved) as CalendarEvent[]
    } catch {
      /* données abîmées : on repart des exemples */
    }
  }
  return sampleEvents()
}

export function saveEvents(events: CalendarEvent[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(events))
}
