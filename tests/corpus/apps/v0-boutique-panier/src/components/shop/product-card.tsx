"use client"

import { motion } from "motion/react"
import { Plus } from "lucide-react"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/utils"
import { formatPrice, type Product } from "@/lib/products"
import { useCart } from "@/store/cart"

export function ProductCard({ product, index }: { product: Product; index: number }) {
  const add = useCart((s) => s.add)

  return (
    <motion.div
      initial={{ opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ delay: index * 0.05 }}
      className="group overflow-hidden rounded-xl border bg-card"
    >
      <div className={cn("grid aspect-square place-items-center", product.tint)}>
        <img src={product.image} alt={product.name} className="size-24 transition-transform group-hover:scale-110" style={{ imageRendering: "pixelated" }} />
      </div>
      <div className="flex items-center justify-between gap-2 p-4">
        <div>
          <p className="text-xs text-muted-foreground">{product.category}</p>
          <h3 className="font-medium">{product.name}</h3>
          <p className="mt-1 font-semibold">{formatPrice(product.price)}</p>
        </div>
        <Button size="icon" className="add-to-cart rounded-full" onClick={() => add(product.id)} aria-label={`Ajouter ${product.name}`}>
          <Plus />
        </Button>
      </div>
    </motion.div>
  )
}
