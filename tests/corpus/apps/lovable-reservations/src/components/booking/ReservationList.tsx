import { format, parseISO } from "date-fns";
import { fr } from "date-fns/locale";
import { CalendarDays, Users, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useReservations } from "@/store/reservations";

export function ReservationList() {
  const { reservations, cancel } = useReservations();
  const sorted = [...reservations].sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));

  if (sorted.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">Aucune réservation pour le moment.</p>;
  }

  return (
    <ul className="divide-y rounded-lg border">
      {sorted.map((r) => (
        <li key={r.id} className="flex items-center gap-4 p-4">
          <CalendarDays className="h-5 w-5 text-primary" />
          <div className="flex-1">
            <p className="font-medium">{r.name}</p>
            <p className="text-sm capitalize text-muted-foreground">
              {format(parseISO(r.date), "EEEE d MMMM", { locale: fr })} · {r.time}
            </p>
            {r.note && <p className="text-sm italic text-muted-foreground">{r.note}</p>}
          </div>
          <Badge variant="secondary" className="gap-1"><Users className="h-3 w-3" />{r.guests}</Badge>
          <Button variant="ghost" size="icon" aria-label="Annuler" onClick={() => cancel(r.id)}>
            <X />
          </Button>
        </li>
      ))}
    </ul>
  );
}
