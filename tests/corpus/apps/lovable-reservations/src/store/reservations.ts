import { create } from "zustand";
import { persist } from "zustand/middleware";

export interface Reservation {
  id: string;
  name: string;
  phone: string;
  guests: number;
  date: string;
  time: string;
  note?: string;
}

interface ReservationState {
  reservations: Reservation[];
  add: (reservation: Omit<Reservation, "id">) => void;
  cancel: (id: string) => void;
}

export const useReservations = create<ReservationState>()(
  persist(
    (set) => ({
      reservations: [
        { id: "r1", name: "Famille Dubois", phone: "06 11 22 33 44", guests: 4, date: "2024-10-05", time: "20:00" },
        { id: "r2", name: "Nadia Haddad", phone: "07 22 33 44 55", guests: 2, date: "2024-10-06", time: "12:30", note: "Table en terrasse si possible" },
      ],
      add: (reservation) =>
        set((state) => ({
          reservations: [...state.reservations, { ...reservation, id: crypto.randomUUID() }],
        })),
      cancel: (id) =>
        set((state) => ({ reservations: state.reservations.filter((r) => r.id !== id) })),
    }),
    { name: "bistrot-reservations" }
  )
);
