import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { useReservations } from "@/store/reservations";

const SLOTS = ["12:00", "12:30", "13:00", "19:30", "20:00", "20:30", "21:00"];

const schema = z.object({
  name: z.string().min(2, "Indiquez votre nom"),
  phone: z.string().regex(/^0\d( ?\d{2}){4}$/, "Numéro de téléphone invalide"),
  guests: z.coerce.number().int().min(1, "Au moins une personne").max(12, "Pour plus de 12 personnes, appelez-nous"),
  note: z.string().max(200).optional(),
});

type FormValues = z.infer<typeof schema>;

export function BookingForm() {
  const add = useReservations((s) => s.add);
  const [date, setDate] = useState<Date | undefined>(new Date());
  const [time, setTime] = useState<string>("20:00");
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", phone: "", guests: 2, note: "" },
  });

  const onSubmit = (values: FormValues) => {
    if (!date) {
      toast.error("Choisissez une date");
      return;
    }
    add({ ...values, date: format(date, "yyyy-MM-dd"), time });
    toast.success("Réservation confirmée", {
      description: `${values.guests} couvert(s) le ${format(date, "EEEE d MMMM", { locale: fr })} à ${time}`,
    });
    form.reset();
  };

  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="rounded-lg border">
        <Calendar
          mode="single"
          locale={fr}
          selected={date}
          onSelect={setDate}
          disabled={{ before: new Date() }}
        />
      </div>
      <div className="space-y-4">
        <div>
          <Label>Créneau</Label>
          <div className="mt-2 flex flex-wrap gap-2">
            {SLOTS.map((slot) => (
              <button
                key={slot}
                type="button"
                onClick={() => setTime(slot)}
                className={cn(
                  "rounded-md border px-3 py-1.5 text-sm transition-colors",
                  slot === time ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent"
                )}
              >
                {slot}
              </button>
            ))}
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="name">Nom</Label>
          <Input id="name" {...form.register("name")} />
          {errors.name && <p className="text-sm text-destructive">{errors.name.message}</p>}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="grid gap-2">
            <Label htmlFor="phone">Téléphone</Label>
            <Input id="phone" placeholder="06 12 34 56 78" {...form.register("phone")} />
            {errors.phone && <p className="text-sm text-destructive">{errors.phone.message}</p>}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="guests">Couverts</Label>
            <Input id="guests" type="number" min={1} max={12} {...form.register("guests")} />
            {errors.guests && <p className="text-sm text-destructive">{errors.guests.message}</p>}
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="note">Précisions (allergies, occasion…)</Label>
          <Input id="note" {...form.register("note")} />
        </div>
        <Button type="submit" className="w-full">
          Réserver {date ? `le ${format(date, "d MMMM", { locale: fr })}` : ""} à {time}
        </Button>
      </div>
    </form>
  );
}
