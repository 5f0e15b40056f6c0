import { create } from "zustand"
import { persist } from "zustand/middleware"
import { produce } from "immer"
import { nanoid } from "nanoid"

export interface CartLine {
  lineId: string
  productId: string
  quantity: number
}

interface CartState {
  lines: CartLine[]
  open: boolean
  add: (productId: string) => void
  setQuantity: (lineId: string, quantity: number) => void
  remove: (lineId: string) => void
  clear: () => void
  setOpen: (open: boolean) => void
}

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      lines: [{ lineId: "demo", productId: "tasse-rose", quantity: 2 }],
      open: false,
      add: (productId) =>
        set(
          produce((state: CartState) => {
            const line = state.lines.find((l) => l.productId === productId)
            if (line) line.quantity += 1
            else state.lines.push({ lineId: nanoid(8), productId, quantity: 1 })
            state.open = true
          })
        ),
      setQuantity: (lineId, quantity) =>
        set(
          produce((state: CartState) => {
            const line = state.lines.find((l) => l.lineId === lineId)
            if (!line) return
            if (quantity <= 0) state.lines = state.lines.filter((l) => l.lineId !== lineId)
            else line.quantity = quantity
          })
        ),
      remove: (lineId) => set((state) => ({ lines: state.lines.filter((l) => l.lineId !== lineId) })),
      clear: () => set({ lines: [] }),
      setOpen: (open) => set({ open }),
    }),
    { name: "terre-et-tasse-panier", partialize: (state) => ({ lines: state.lines }) }
  )
)
