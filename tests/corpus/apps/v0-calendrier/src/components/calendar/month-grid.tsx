"use client"

import { eachDayOfInterval, endOfMonth, endOfWeek, format, isSameDay, isSameMonth, isToday, startOfMonth, startOfWeek } from "date-fns"
import { fr } from "date-fns/locale"
import { cn } from "~/lib/utils"
import { KIND_CLASSES, type CalendarEvent } from "~/lib/events"

interface MonthGridProps {
  month: Date
  events: CalendarEvent[]
  selected: Date
  onSelect: (day: Date) => void
}

export function MonthGrid({ month, events, selected, onSelect }: MonthGridProps) {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: 1 }),
  })
  const weekdays = days.slice(0, 7).map((d) => format(d, "EEE", { locale: fr }))

  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <div className="grid grid-cols-7 border-b bg-muted/50 text-center text-xs font-medium text-muted-foreground uppercase">
        {weekdays.map((d) => <div key={d} className="py-2">{d}</div>)}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const dayEvents = events.filter((e) => isSameDay(new Date(`${e.date}T00:00`), day))
          return (
            <button
              key={day.toISOString()}
              onClick={() => onSelect(day)}
              className={cn(
                "flex min-h-24 flex-col gap-1 border-r border-b p-1.5 text-left transition-colors hover:bg-muted/60 [&:nth-child(7n)]:border-r-0",
                !isSameMonth(day, month) && "bg-muted/30 text-muted-foreground",
                isSameDay(day, selected) && "ring-2 ring-brand ring-inset"
              )}
            >
              <span className={cn("grid size-6 place-items-center rounded-full text-xs", isToday(day) && "bg-brand font-semibold text-white")}>
                {format(day, "d")}
              </span>
              {dayEvents.map((event) => (
                <span key={event.id} className={cn("truncate rounded px-1.5 py-0.5 text-[11px] text-white", KIND_CLASSES[event.kind])}>
                  {event.time} {event.title}
                </span>
              ))}
            </button>
          )
        })}
      </div>
    </div>
  )
}
