"use client"

import { AnimatePresence, motion } from "motion/react"
import { Minus, Plus, Trash2, X } from "lucide-react"
import { FaLock } from "react-icons/fa"
import { Button } from "@/components/ui/button"
import { formatPrice, products } from "@/lib/products"
import { useCart } from "@/store/cart"

export function CartDrawer() {
  const { lines, open, setOpen, setQuantity, remove, clear } = useCart()
  const detailed = lines
    .map((line) => ({ line, product: products.find((p) => p.id === line.productId) }))
    .filter((x): x is { line: typeof x.line; product: NonNullable<typeof x.product> } => Boolean(x.product))
  const total = detailed.reduce((sum, { line, product }) => sum + line.quantity * product.price, 0)

  return (
    <AnimatePresence>
      {open && (
        <>
          <motion.div
            className="fixed inset-0 z-40 bg-black/40"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            onClick={() => setOpen(false)}
          />
          <motion.aside
            className="fixed top-0 right-0 z-50 flex h-full w-full max-w-sm flex-col bg-background shadow-xl"
            initial={{ x: "100%" }}
            animate={{ x: 0 }}
            exit={{ x: "100%" }}
            transition={{ type: "spring", damping: 30, stiffness: 300 }}
          >
            <div className="flex items-center justify-between border-b p-4">
              <h2 className="text-lg font-semibold">Votre panier</h2>
              <Button variant="ghost" size="icon" onClick={() => setOpen(false)} aria-label="Fermer"><X /></Button>
            </div>
            <div className="flex-1 space-y-4 overflow-y-auto p-4">
              {detailed.length === 0 && <p className="text-center text-muted-foreground">Votre panier est vide.</p>}
              {detailed.map(({ line, product }) => (
                <div key={line.lineId} className="flex items-center gap-3">
                  <img src={product.image} alt="" className="size-12 rounded-md bg-cream p-1" />
                  <div className="flex-1">
                    <p className="text-sm font-medium">{product.name}</p>
                    <p className="text-sm text-muted-foreground">{formatPrice(product.price)}</p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Button variant="outline" size="icon" className="size-7" onClick={() => setQuantity(line.lineId, line.quantity - 1)}><Minus /></Button>
                    <span className="w-6 text-center text-sm">{line.quantity}</span>
                    <Button variant="outline" size="icon" className="size-7" onClick={() => setQuantity(line.lineId, line.quantity + 1)}><Plus /></Button>
                  </div>
                  <Button variant="ghost" size="icon" className="size-7" onClick={() => remove(line.lineId)}><Trash2 /></Button>
                </div>
              ))}
            </div>
            <div className="space-y-3 border-t p-4">
              <div className="flex justify-between font-semibold"><span>Total</span><span>{formatPrice(total)}</span></div>
              <Button className="w-full" disabled={detailed.length === 0} onClick={clear}>
                <FaLock /> Payer {formatPrice(total)}
              </Button>
            </div>
          </motion.aside>
        </>
      )}
    </AnimatePresence>
  )
}
