"use client"

import { useState } from "react"
import { ShoppingBag } from "lucide-react"
import { FaLeaf, FaTruck, FaUndo } from "react-icons/fa"
import { CartDrawer } from "@/components/shop/cart-drawer"
import { ProductCard } from "@/components/shop/product-card"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/utils"
import { products, type Product } from "@/lib/products"
import { useCart } from "@/store/cart"

const categories: ("Tout" | Product["category"])[] = ["Tout", "Tasses", "Assiettes", "Vases"]

export default function App() {
  const [category, setCategory] = useState<(typeof categories)[number]>("Tout")
  const count = useCart((s) => s.lines.reduce((n, l) => n + l.quantity, 0))
  const setOpen = useCart((s) => s.setOpen)
  const visible = category === "Tout" ? products : products.filter((p) => p.category === category)

  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <span className="font-display text-2xl font-bold">Terre &amp; Tasse</span>
          <Button variant="outline" className="relative" onClick={() => setOpen(true)}>
            <ShoppingBag /> Panier
            {count > 0 && <Badge className="absolute -top-2 -right-2 rounded-full px-1.5">{count}</Badge>}
          </Button>
        </div>
      </header>

      <section className="bg-cream">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="font-display text-5xl font-bold tracking-tight">Céramiques faites à la main</h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">Tournées et émaillées dans notre atelier de la Drôme, en petites séries.</p>
          <div className="mt-6 flex flex-wrap gap-6 text-sm text-muted-foreground">
            <span className="flex items-center gap-2"><FaTruck className="text-primary" /> Livraison offerte dès 60 €</span>
            <span className="flex items-center gap-2"><FaUndo className="text-primary" /> Retours sous 30 jours</span>
            <span className="flex items-center gap-2"><FaLeaf className="text-primary" /> Argile locale</span>
          </div>
        </div>
      </section>

      <main className="mx-auto max-w-6xl px-4 py-10">
        <div className="mb-6 flex gap-2">
          {categories.map((c) => (
            <button
              key={c}
              onClick={() => setCategory(c)}
              className={cn("rounded-full border px-4 py-1.5 text-sm", c === category ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted")}
            >
              {c}
            </button>
          ))}
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((product, i) => <ProductCard key={product.id} product={product} index={i} />)}
        </div>
      </main>
      <CartDrawer />
    </div>
  )
}
